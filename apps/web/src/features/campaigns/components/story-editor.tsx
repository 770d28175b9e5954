import { useRef, useState } from 'react';
import { Bold, Heading2, Italic, Link2, List } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useStoryPreview } from '@/features/campaigns/api/preview-story';
import { MARKDOWN_FORMATS, applyMarkdown, type MarkdownFormat } from '@/features/campaigns/lib/markdown-format';

interface StoryEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

const ACTIONS: { label: string; icon: typeof Bold; format: MarkdownFormat }[] = [
  { label: 'Heading', icon: Heading2, format: MARKDOWN_FORMATS.heading },
  { label: 'Bold', icon: Bold, format: MARKDOWN_FORMATS.bold },
  { label: 'Italic', icon: Italic, format: MARKDOWN_FORMATS.italic },
  { label: 'Bulleted list', icon: List, format: MARKDOWN_FORMATS.list },
  { label: 'Link', icon: Link2, format: MARKDOWN_FORMATS.link },
];

/** The story exactly as the campaign page will show it, rendered by the server. */
function StoryPreview({ story }: { story: string }) {
  const query = useStoryPreview(story, { enabled: story.trim() !== '' });
  let body;
  if (!story.trim()) body = <p className="text-muted-foreground">Nothing to preview yet.</p>;
  else if (query.isPending) body = <p className="text-muted-foreground">Rendering the preview…</p>;
  else if (query.isError) body = <p className="text-destructive">The preview could not be loaded. {query.error.message}</p>;
  else
    body = (
      <div
        className="prose-page"
        // Rendered and sanitised by the server with the same allow-list as a saved story.
        dangerouslySetInnerHTML={{ __html: query.data.html }}
      />
    );
  return (
    <div
      className="min-h-40 rounded-lg border border-border bg-surface p-4"
      aria-label="Story preview"
      role="region"
      aria-busy={query.isFetching}
    >
      {body}
    </div>
  );
}

/**
 * The story field: Markdown in a textarea with a toolbar that inserts it (heading, bold, italic,
 * list, link), and a Preview that shows what the campaign page will show.
 */
export function StoryEditor({ id, value, onChange, onBlur, error }: StoryEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const format = (markdown: MarkdownFormat) => {
    const area = ref.current;
    if (!area) return;
    const result = applyMarkdown(value, area.selectionStart, area.selectionEnd, markdown);
    onChange(result.value);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>Story</Label>
        <div role="group" aria-label="Editor view" className="inline-flex rounded-lg border border-border p-0.5">
          {(['write', 'preview'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                mode === m ? 'bg-muted text-foreground' : 'text-muted-foreground',
              )}
            >
              {m === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
      </div>
      {mode === 'write' ? (
        <>
          <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1">
            {ACTIONS.map(({ label, icon: Icon, format: markdown }) => (
              <Button key={label} size="sm" variant="ghost" aria-label={label} title={label} onClick={() => format(markdown)}>
                <Icon aria-hidden="true" />
              </Button>
            ))}
          </div>
          <Textarea
            ref={ref}
            id={id}
            name="story"
            rows={14}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...(onBlur ? { onBlur } : {})}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            className="text-base leading-7"
          />
        </>
      ) : (
        <StoryPreview story={value} />
      )}
      <p id={hintId} className="text-sm text-muted-foreground">
        Formatting uses Markdown: ## for a heading, **bold**, _italic_, - at the start of a line for a list, [text](https://…) for
        a link. Leave a blank line between paragraphs. Preview shows the story as backers will see it.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
