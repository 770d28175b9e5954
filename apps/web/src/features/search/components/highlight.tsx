import { highlightParts } from '@/features/search/lib/highlight';

/** Text with the words that matched the search in <mark> (rendered as text: no HTML from the data). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = highlightParts(text, terms);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-yellow-200/70 px-0.5 text-inherit dark:bg-yellow-500/30">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
