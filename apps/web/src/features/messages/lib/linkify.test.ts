import { describe, expect, it } from 'vitest';
import { linkify } from '@/features/messages/lib/linkify';

describe('linkify', () => {
  it('finds http(s) addresses and leaves sentence punctuation out of them', () => {
    expect(linkify('See https://example.com/plan, then http://a.test/x?y=1.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/plan', href: 'https://example.com/plan' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://a.test/x?y=1', href: 'http://a.test/x?y=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of another scheme or of markup', () => {
    expect(linkify('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">y</a>' },
    ]);
  });
});
