import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]'}]+$/;

/**
 * A comment's plain text with its http(s) links made clickable (docs/product-rules.md#comments).
 * Text stays text: React escapes it, no HTML is ever parsed, and only http and https become links
 * (never javascript: or data:), opened without the opener and without passing ranking (nofollow ugc).
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-link underline break-all">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="whitespace-pre-line break-words">{parts}</p>;
}
