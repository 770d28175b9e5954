/**
 * The story toolbar's Markdown: inline marks wrap the selection, block marks prefix each selected
 * line and sit on lines of their own.
 */
export type MarkdownFormat =
  { kind: 'wrap'; before: string; after: string; placeholder: string } | { kind: 'prefix'; prefix: string; placeholder: string };

export const MARKDOWN_FORMATS = {
  bold: { kind: 'wrap', before: '**', after: '**', placeholder: 'bold text' },
  italic: { kind: 'wrap', before: '_', after: '_', placeholder: 'italic text' },
  link: { kind: 'wrap', before: '[', after: '](https://)', placeholder: 'link text' },
  heading: { kind: 'prefix', prefix: '## ', placeholder: 'Heading' },
  list: { kind: 'prefix', prefix: '- ', placeholder: 'First point' },
} as const satisfies Record<string, MarkdownFormat>;

export interface FormatResult {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Applies a format to the selection [start, end) of a textarea's value; returns the selection to restore. */
export function applyMarkdown(value: string, start: number, end: number, format: MarkdownFormat): FormatResult {
  const selected = value.slice(start, end) || format.placeholder;
  if (format.kind === 'wrap') {
    const next = value.slice(0, start) + format.before + selected + format.after + value.slice(end);
    const selectionStart = start + format.before.length;
    return { value: next, selectionStart, selectionEnd: selectionStart + selected.length };
  }
  const before = value.slice(0, start);
  const after = value.slice(end);
  // A block starts and ends a paragraph: blank lines around it unless they are already there.
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const block = selected
    .split('\n')
    .map((line) => format.prefix + line)
    .join('\n');
  const selectionStart = start + lead.length + format.prefix.length;
  return {
    value: before + lead + block + trail + after,
    selectionStart,
    selectionEnd: start + lead.length + block.length,
  };
}
