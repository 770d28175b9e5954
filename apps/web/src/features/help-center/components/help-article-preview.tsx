import { useHelpPreview } from '@/features/help-center/api/preview-help-article';
import { useDebouncedValue } from '@/features/help-center/hooks/use-debounced-value';

const PREVIEW_DELAY_MS = 400;

/** The body as visitors will see it: the server renders and sanitises the Markdown as the editor pauses typing. */
export function HelpArticlePreview({ source }: { source: string }) {
  const settled = useDebouncedValue(source, PREVIEW_DELAY_MS);
  const preview = useHelpPreview(settled);
  return (
    <section aria-labelledby="help-preview-heading" className="grid content-start gap-2">
      <h2 id="help-preview-heading" className="text-sm font-medium">
        Preview
      </h2>
      <div
        className="min-h-48 rounded-xl border border-border bg-card px-5 py-4"
        aria-live="polite"
        aria-busy={preview.isFetching}
      >
        {!settled.trim() ? (
          <p className="text-sm text-muted-foreground">Write the article to see it here.</p>
        ) : preview.isError ? (
          <p className="text-sm font-medium text-destructive dark:text-red-300">{preview.error.message}</p>
        ) : preview.data ? (
          <div
            className="prose-page"
            data-testid="help-preview"
            // Rendered and sanitised by the server (content/rich-text.ts), exactly as a published article.
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Rendering…</p>
        )}
      </div>
    </section>
  );
}
