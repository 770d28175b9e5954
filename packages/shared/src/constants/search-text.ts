/**
 * How search reads text, shared by the server (query words) and the web (highlighting): lower
 * case without accents, as the database's `search_normalise` (unaccent + lower) does.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** At most this many words of a query count (a longer query is a paste, not a search). */
export const SEARCH_MAX_WORDS = 8;

/** The words of a query: letters and digits, normalised; punctuation and operators are separators. */
export function searchWords(query: string): string[] {
  return normaliseForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_MAX_WORDS);
}
