import { useRef, useState } from 'react';
import { Bold, Heading2, Italic, Link2, List } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { normaliseStory } from '@/features/campaigns/lib/editor-form';
import { sanitiseStoryPreview } from '@/features/campaigns/lib/story-preview';

interface StoryEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

type Wrap = { before: string; after: string; placeholder: string; block?: boolean };

const ACTIONS: { label: string; icon: typeof Bold; wrap: Wrap }[] = [
  { label: 'Bold', icon: Bold, wrap: { before: '<strong>', after: '</strong>', placeholder: 'bold text' } },
  { label: 'Italic', icon: Italic, wrap: { before: '<em>', after: '</em>', placeholder: 'italic text' } },
  { label: 'Link', icon: Link2, wrap: { before: '<a href="https://">', after: '</a>', placeholder: 'link text' } },
  { label: 'Heading', icon: Heading2, wrap: { before: '<h2>', after: '</h2>', placeholder: 'Heading', block: true } },
  {
    label: 'Bulleted list',
    icon: List,
    wrap: { before: '<ul>\n  <li>', after: '</li>\n</ul>', placeholder: 'First point', block: true },
  },
];

/** Wraps the selection of a textarea value; returns the new value and the selection to restore. */
export function applyWrap(value: string, start: number, end: number, wrap: Wrap) {
  const selected = value.slice(start, end) || wrap.placeholder;
  const inner = selected;
  const lead = wrap.block && start > 0 && !value.slice(0, start).endsWith('\n\n') ? '\n\n' : '';
  const trail = wrap.block && end < value.length && !value.slice(end).startsWith('\n\n') ? '\n\n' : '';
  const insert = `${lead}${wrap.before}${inner}${wrap.after}${trail}`;
  const next = value.slice(0, start) + insert + value.slice(end);
  const selectionStart = start + lead.length + wrap.before.length;
  return { value: next, selectionStart, selectionEnd: selectionStart + inner.length };
}

/**
 * A small HTML story editor: a textarea with a formatting toolbar (bold, italic, link, heading,
 * list) producing the tags the server keeps, and a sanitised preview. Plain paragraphs separated
 * by a blank line become <p> on save.
 */
export function StoryEditor({ id, value, onChange, onBlur, error }: StoryEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const format = (wrap: Wrap) => {
    const area = ref.current;
    if (!area) return;
    const result = applyWrap(value, area.selectionStart, area.selectionEnd, wrap);
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
            {ACTIONS.map(({ label, icon: Icon, wrap }) => (
              <Button key={label} size="sm" variant="ghost" aria-label={label} title={label} onClick={() => format(wrap)}>
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
            className="font-mono text-sm"
          />
        </>
      ) : (
        <div
          className="prose-page min-h-40 rounded-lg border border-border bg-surface p-4"
          aria-label="Story preview"
          role="region"
          // Sanitised on the client for the preview; the server sanitises again on save.
          dangerouslySetInnerHTML={{
            __html: value.trim() ? sanitiseStoryPreview(normaliseStory(value)) : '<p>Nothing to preview yet.</p>',
          }}
        />
      )}
      <p id={hintId} className="text-sm text-muted-foreground">
        Separate paragraphs with a blank line. Select text and use the toolbar for bold, italic, links, headings and lists.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
