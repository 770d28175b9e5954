import { normaliseForSearch } from '@crowdspark/shared/constants/search-text';

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into parts, marking every word that starts with one of `terms` (the server's
 * normalised words or stems: "kettl" marks "Kettles"). Case and accents are ignored ("creme" marks
 * "Crème"): each word is compared normalised, and the whole original word is marked. Returns plain
 * parts for React to render as text (never HTML).
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = terms.map((term) => normaliseForSearch(term)).filter((term) => term.length > 0);
  if (!text || !wanted.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plainStart = 0;
  // Words: runs of letters, digits and combining marks.
  for (const word of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = word.index;
    const normalised = normaliseForSearch(word[0]);
    if (!wanted.some((term) => normalised.startsWith(term))) continue;
    if (start > plainStart) parts.push({ text: text.slice(plainStart, start), match: false });
    parts.push({ text: word[0], match: true });
    plainStart = start + word[0].length;
  }
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false });
  return parts.length ? parts : [{ text, match: false }];
}
