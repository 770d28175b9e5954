import { describe, expect, it } from 'vitest';
import { MARKDOWN_FORMATS, applyMarkdown } from '@/features/campaigns/lib/markdown-format';

describe('applyMarkdown', () => {
  it('wraps the selection in bold and keeps it selected', () => {
    const result = applyMarkdown('Most kettles die', 5, 12, MARKDOWN_FORMATS.bold);
    expect(result.value).toBe('Most **kettles** die');
    expect(result.value.slice(result.selectionStart, result.selectionEnd)).toBe('kettles');
  });

  it('inserts a placeholder link when nothing is selected', () => {
    const result = applyMarkdown('See ', 4, 4, MARKDOWN_FORMATS.link);
    expect(result.value).toBe('See [link text](https://)');
    expect(result.value.slice(result.selectionStart, result.selectionEnd)).toBe('link text');
  });

  it('puts a heading on a paragraph of its own', () => {
    const result = applyMarkdown('Intro.Why', 6, 9, MARKDOWN_FORMATS.heading);
    expect(result.value).toBe('Intro.\n\n## Why');
  });

  it('turns each selected line into a list item', () => {
    const text = 'What you get:\n\nBody\nElement\n\nThanks';
    const start = text.indexOf('Body');
    const result = applyMarkdown(text, start, start + 'Body\nElement'.length, MARKDOWN_FORMATS.list);
    expect(result.value).toBe('What you get:\n\n- Body\n- Element\n\nThanks');
    expect(result.value.slice(result.selectionStart, result.selectionEnd)).toBe('Body\n- Element');
  });
});
