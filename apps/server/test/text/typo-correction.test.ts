import { describe, expect, it } from 'vitest';
import { closestByEdits, correctWords, editDistance, oneEditVariants } from '../../src/text/typo-correction.js';
import type { CorrectionVocabulary } from '../../src/text/typo-correction.js';

/** An in-memory vocabulary: exact lookups of the variants, and "similar" as sharing the first letter. */
function vocabulary(words: string[]): CorrectionVocabulary & { asked: string[]; askedSimilar: string[] } {
  const asked: string[] = [];
  const askedSimilar: string[] = [];
  return {
    asked,
    askedSimilar,
    known: (typed) => Promise.resolve(new Set(typed.filter((word) => words.includes(word)))),
    knownAmong: (word, oneEditAway) => {
      asked.push(word);
      return Promise.resolve(words.filter((known) => oneEditAway.includes(known)));
    },
    similar: (word) => {
      askedSimilar.push(word);
      return Promise.resolve(words.filter((known) => known[0] === word[0]));
    },
  };
}

describe('typo correction', () => {
  it('lists every string one edit away: a letter dropped, swapped, changed or added', () => {
    const variants = oneEditVariants('cafe');
    expect(variants).toEqual(expect.arrayContaining(['cfae', 'caf', 'cafw', 'cafes', 'acfe']));
    expect(variants).not.toContain('cafe');
    expect(new Set(variants).size).toBe(variants.length);
    // A letter of the word itself counts even outside a–z (a typo in a non-Latin word).
    expect(oneEditVariants('мир')).toContain('мри');
    expect(oneEditVariants('repiar')).toContain('repair');
  });

  it('measures edits with a swap of neighbours as one', () => {
    expect(editDistance('repiar', 'repair')).toBe(1);
    expect(editDistance('ketle', 'kettle')).toBe(1);
    expect(editDistance('walks', 'walnut')).toBe(3);
  });

  it('takes the nearest candidate within reach: one edit up to five letters, two beyond', () => {
    // The nearest wins over the more similar one listed first ("cake" is two edits from "cfae").
    expect(closestByEdits('cfae', ['cake', 'cafe'])).toBe('cafe');
    expect(closestByEdits('cafw', ['cafe', 'cafs'])).toBe('cafe');
    expect(closestByEdits('walks', ['walnut'])).toBeNull();
    expect(closestByEdits('porcleian', ['porcelain'])).toBe('porcelain');
    expect(closestByEdits('cfea', ['cafe'])).toBeNull();
  });

  it('corrects each unknown word on its own, keeps known, short and numeric words', async () => {
    const known = vocabulary(['repair', 'cafe', 'wheels']);
    expect(await correctWords(known, ['repiar', 'cafe'])).toEqual(['repair', 'cafe']);
    expect(await correctWords(known, ['rpeair', 'cfae', 'on', 'wheels'])).toEqual(['repair', 'cafe', 'on', 'wheels']);
    // A word without a close known word stays as typed; the others are still corrected.
    expect(await correctWords(known, ['repiar', 'zzzzzz'])).toEqual(['repair', 'zzzzzz']);
    expect(await correctWords(known, ['repair', 'cafe'])).toBeNull();
    expect(await correctWords(known, ['zzzzzz'])).toBeNull();
    known.asked.length = 0;
    expect(await correctWords(known, ['re', '2024'])).toBeNull();
    expect(known.asked).toEqual([]);
  });

  it('asks the trigram search only for a long word no known word is one edit from', async () => {
    const known = vocabulary(['repair', 'cafe', 'porcelain', 'porch']);
    expect(await correctWords(known, ['repiar', 'cfae'])).toEqual(['repair', 'cafe']);
    // Up to five letters a typo is one edit: nothing further to find.
    expect(await correctWords(known, ['pzrzh'])).toBeNull();
    expect(known.askedSimilar).toEqual([]);
    // Two edits from "porcelain": only the trigram search finds it.
    expect(await correctWords(known, ['porcleian'])).toEqual(['porcelain']);
    expect(known.askedSimilar).toEqual(['porcleian']);
  });
});
