import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { UPDATE_TITLE_MAX } from '@crowdspark/shared/constants/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

// The editor is heavy (a ProseMirror editor): only those who open a form like this load it.
const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

export interface RichPostInput<Audience> {
  title: string;
  bodyHtml: string;
  audience: Audience;
}

export interface RichPostFormProps<Audience> {
  /** The form's accessible name, e.g. "New update". */
  formLabel: string;
  /** "Update" or "Post": names the title and text fields ("Update title", "Update text"). */
  noun: string;
  initial: RichPostInput<Audience>;
  /** Who can read it: one radio each, in this order. */
  audiences: readonly { value: Audience; label: string }[];
  /** The submit button's label for a new one (an edit says "Save changes"). */
  publishLabel: string;
  editing: boolean;
  pending: boolean;
  /** Pictures in the text (without it the editor has no picture button). */
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  /** Sends it; `fail` shows the server's message above the buttons. */
  onSubmit: (input: RichPostInput<Audience>, fail: (message: string) => void) => void;
  onCancel: () => void;
}

/**
 * A title, a rich text and who can read it: the form of a campaign update and of a members-only
 * post. The server sanitises the text; this form only insists on a title and some text.
 */
export function RichPostForm<Audience>(props: RichPostFormProps<Audience>) {
  const { formLabel, noun, initial, audiences, publishLabel, editing, pending, onUploadImage, onSubmit, onCancel } = props;
  const titleId = useId();
  const radioName = useId();
  const [title, setTitle] = useState(initial.title);
  const [bodyHtml, setBodyHtml] = useState(initial.bodyHtml);
  const [audience, setAudience] = useState<Audience>(initial.audience);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !bodyHtml.trim()) {
      setError(`Give the ${noun.toLowerCase()} a title and write it.`);
      return;
    }
    setError(null);
    onSubmit({ title: title.trim(), bodyHtml, audience }, setError);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel} className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <FormField id={titleId} label={`${noun} title`}>
        <Input value={title} maxLength={UPDATE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
        <RichTextEditor
          label={`${noun} text`}
          value={bodyHtml}
          onChange={setBodyHtml}
          {...(onUploadImage ? { onUploadImage } : {})}
        />
      </Suspense>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Who can read it</legend>
        {audiences.map((option) => (
          <label key={option.label} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={radioName}
              checked={audience === option.value}
              onChange={() => setAudience(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? 'Saving…' : 'Save changes') : pending ? 'Posting…' : publishLabel}
        </Button>
      </div>
    </form>
  );
}
