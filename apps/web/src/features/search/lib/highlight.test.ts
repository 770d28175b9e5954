import { describe, expect, it } from 'vitest';
import { highlightParts } from '@/features/search/lib/highlight';

describe('highlightParts', () => {
  it('marks whole words that start with a term (stems included), whatever their case', () => {
    expect(highlightParts('Copper Kettles for campfires', ['kettl'])).toEqual([
      { text: 'Copper ', match: false },
      { text: 'Kettles', match: true },
      { text: ' for campfires', match: false },
    ]);
  });

  it('ignores accents both ways and keeps the original characters', () => {
    expect(highlightParts('Crème brûlée torch', ['creme', 'brulee'])).toEqual([
      { text: 'Crème', match: true },
      { text: ' ', match: false },
      { text: 'brûlée', match: true },
      { text: ' torch', match: false },
    ]);
    expect(highlightParts('Zurich', ['zürich'])).toEqual([{ text: 'Zurich', match: true }]);
  });

  it('does not mark a term inside a word, and leaves text without terms whole', () => {
    expect(highlightParts('Tea kettle', ['ett'])).toEqual([{ text: 'Tea kettle', match: false }]);
    expect(highlightParts('Tea kettle', [])).toEqual([{ text: 'Tea kettle', match: false }]);
  });

  it('keeps markup-looking text as text', () => {
    const parts = highlightParts('<b>kettle</b>', ['kettle']);
    expect(parts.map((part) => part.text).join('')).toBe('<b>kettle</b>');
    expect(parts.find((part) => part.match)?.text).toBe('kettle');
  });
});
