import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { UPDATE_TITLE_MAX } from '@crowdspark/shared/contracts/community';
import type { UpdateVisibility } from '@crowdspark/shared/contracts/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { usePostUpdate } from '@/features/community/api/post-update';

// The editor is heavy (the real one is a ProseMirror editor): only creators who open the composer load it.
const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

/** The owner's and collaborators' form for a new update (loaded only for them, on demand). */
export default function UpdateComposer({ campaignId, onDone }: { campaignId: string; onDone: () => void }) {
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [bodyHtml, setBodyHtml] = useState('');
  const [visibility, setVisibility] = useState<UpdateVisibility>('public');
  const [error, setError] = useState<string | null>(null);
  const post = usePostUpdate(campaignId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !bodyHtml.trim()) {
      setError('Give the update a title and write it.');
      return;
    }
    setError(null);
    post.mutate(
      { title: title.trim(), bodyHtml, visibility },
      {
        onSuccess: () => {
          toast({ title: 'Update posted.', variant: 'success' });
          onDone();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New update" className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <FormField id={titleId} label="Update title">
        <Input value={title} maxLength={UPDATE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
        <RichTextEditor label="Update text" value={bodyHtml} onChange={setBodyHtml} />
      </Suspense>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Who can read it</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={visibility === 'public'}
            onChange={() => setVisibility('public')}
            className="size-4 accent-primary"
          />
          Everyone
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            checked={visibility === 'backers'}
            onChange={() => setVisibility('backers')}
            className="size-4 accent-primary"
          />
          Backers only
        </label>
      </fieldset>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? 'Posting…' : 'Post update'}
        </Button>
      </div>
    </form>
  );
}
