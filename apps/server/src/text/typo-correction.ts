/**
 * Typo correction for search (docs/product-rules.md#search), shared by campaign search and the help
 * centre's: each word a vocabulary does not know is replaced, on its own, by the closest word it
 * does know. What "known" means and where the words come from is the vocabulary's business (a
 * table of campaign words, the published help articles); the rule for "closest" is this file's.
 *
 * Words arrive normalised (lower case, no accents: `searchWords`), so "café" and "cafe" are one
 * word here and in the vocabularies, which the database normalises the same way.
 */

/** Where a search looks its words up. Every method sees normalised words only. */
export interface CorrectionVocabulary {
  /** Of these words, the ones that need no correction (known, or never searched, like stop words). */
  known(words: readonly string[]): Promise<Set<string>>;
  /** The known words among `oneEditAway` (every string one edit from `word`), most similar to `word` first. */
  knownAmong(word: string, oneEditAway: readonly string[]): Promise<string[]>;
  /** Known words that share enough trigrams with `word` (pg_trgm's `%`), most similar first: a handful. */
  similar(word: string): Promise<string[]>;
}

/** Words shorter than this are left alone: too short for a correction to be more than a guess. */
const MIN_CORRECTED_LENGTH = 3;
/** Vocabularies hold words of at most this many characters; a longer word has nothing to match. */
const MAX_CORRECTED_LENGTH = 32;

/**
 * The words with each unknown one replaced by its closest known word (the same length and order,
 * so the result lines up with the words as typed), or null when no word changes. A word with no
 * close known word stays as typed. Words of one or two letters and numbers are never corrected.
 */
export async function correctWords(vocabulary: CorrectionVocabulary, words: readonly string[]): Promise<string[] | null> {
  const correctable = (word: string) =>
    word.length >= MIN_CORRECTED_LENGTH && word.length <= MAX_CORRECTED_LENGTH && !/^\d+$/.test(word);
  if (!words.some(correctable)) return null;
  const known = await vocabulary.known(words);
  let changed = false;
  const result: string[] = [];
  for (const word of words) {
    if (known.has(word) || !correctable(word)) {
      result.push(word);
      continue;
    }
    const closest = await closestKnown(vocabulary, word);
    if (closest && closest !== word) changed = true;
    result.push(closest ?? word);
  }
  return changed ? result : null;
}

/**
 * The nearest known word within a typo's reach, or null. The strings one edit away are looked up
 * first (exact lookups): when one is known, no word can be nearer. Only a word of six letters or
 * more, which may be two edits from its correction, asks the trigram search next: that search
 * rechecks every word sharing a trigram with it, thousands in a large vocabulary (about 100 ms
 * over 230,000 words), so it is not paid for a typo one edit from a known word.
 */
async function closestKnown(vocabulary: CorrectionVocabulary, word: string): Promise<string | null> {
  const oneEdit = closestByEdits(word, await vocabulary.knownAmong(word, oneEditVariants(word)));
  if (oneEdit || editReach(word) < 2) return oneEdit;
  return closestByEdits(word, await vocabulary.similar(word));
}

/** How many edits a typo of this word may hold: one up to five letters, two for longer words. */
export function editReach(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/** What a substitution or an insertion may put in: ASCII letters and digits, and the word's own letters. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every string one edit away from `word` (a letter dropped, two neighbours swapped, a letter changed
 * or added). Looked up exactly, they find every one-edit typo whatever its trigrams: "repiar" shares
 * too few trigrams with "repair" (similarity 0.27, under pg_trgm's 0.3) to be found through them,
 * and a swap or a changed letter in a four- or five-letter word shares fewer still.
 */
export function oneEditVariants(word: string): string[] {
  const letters = [...word];
  const alphabet = [...new Set([...ALPHABET, ...letters])];
  const variants = new Set<string>();
  const at = (i: number) => letters.slice(0, i).join('');
  const from = (i: number) => letters.slice(i).join('');
  for (let i = 0; i <= letters.length; i += 1) {
    if (i < letters.length) variants.add(at(i) + from(i + 1));
    if (i < letters.length - 1) variants.add(at(i) + letters[i + 1]! + letters[i]! + from(i + 2));
    for (const letter of alphabet) {
      if (i < letters.length) variants.add(at(i) + letter + from(i + 1));
      variants.add(at(i) + letter + from(i));
    }
  }
  variants.delete(word);
  return [...variants];
}

/**
 * Of the candidates (most similar first), the nearest within a typo's reach: one edit for words of
 * up to five letters, two for longer ones (an edit: a letter added, dropped, changed, or two
 * neighbours swapped). Ties keep the candidates' order. Trigrams alone would take "walks" for "walnut".
 */
export function closestByEdits(word: string, candidates: readonly string[]): string | null {
  const reach = editReach(word);
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance <= reach && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/** Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      const previous = d[i - 1]!;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}
