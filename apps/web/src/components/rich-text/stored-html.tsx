/**
 * Rich text as the server stored it. Safe to insert: the server sanitised it with the story
 * allow-list (server: content/rich-text.ts) before storing it, and only ever serves that copy.
 */
export function StoredHtml({ html }: { html: string }) {
  return <div className="prose-page max-w-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
