/**
 * Turns what a visitor typed into a to_tsquery expression without ever passing their text as
 * query syntax: only runs of letters and digits survive (no `&`, `|`, `!`, `:` or quotes), so no
 * input can make to_tsquery fail. Each word is prefix-matched (`refun` finds "refunds"), because
 * the search box searches as people type.
 */
const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

/**
 * Every word must match (AND), each as a prefix; '' when there is no word. The words come from
 * `searchWords` (letters and digits, normalised), or are their correction.
 */
export function prefixQuery(searchWords: readonly string[]): string {
  return searchWords.map((word) => `${word}:*`).join(' & ');
}

/** Any of the longer words (OR): what an article is about, to find others about the same. */
export function anyTermQuery(text: string, maxTerms = 12): string {
  return [...new Set(words(text).filter((word) => word.length >= 4))].slice(0, maxTerms).join(' | ');
}
