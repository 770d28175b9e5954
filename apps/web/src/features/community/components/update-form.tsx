import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { UPDATE_TITLE_MAX } from '@crowdspark/shared/constants/community';
import type { CampaignUpdate, UpdateVisibility } from '@crowdspark/shared/contracts/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useEditUpdate } from '@/features/community/api/edit-update';
import { usePostUpdate } from '@/features/community/api/post-update';
import type { UploadUpdateImage } from '@/features/community/components/community-types';

// The editor is heavy (the real one is a ProseMirror editor): only creators who open this form load it.
const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

interface UpdateFormProps {
  campaignId: string;
  /** The update to change; without it the form writes a new one. */
  editing?: CampaignUpdate | undefined;
  /** Pictures in the text (without it the editor has no picture button). */
  uploadImage?: UploadUpdateImage | undefined;
  onDone: () => void;
}

/**
 * The owner's and collaborators' form for an update, new or existing (loaded only for them, on
 * demand). The server sanitises the text with the story allow-list and records update.posted or
 * update.edited (docs/product-rules.md#campaign-updates).
 */
export default function UpdateForm({ campaignId, editing, uploadImage, onDone }: UpdateFormProps) {
  const titleId = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [bodyHtml, setBodyHtml] = useState(editing?.bodyHtml ?? '');
  const [visibility, setVisibility] = useState<UpdateVisibility>(editing?.visibility ?? 'public');
  const [error, setError] = useState<string | null>(null);
  const post = usePostUpdate(campaignId);
  const edit = useEditUpdate(campaignId);
  const pending = post.isPending || edit.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !bodyHtml.trim()) {
      setError('Give the update a title and write it.');
      return;
    }
    setError(null);
    const input = { title: title.trim(), bodyHtml, visibility };
    const handlers = {
      onSuccess: () => {
        toast({ title: editing ? 'Update saved.' : 'Update posted.', variant: 'success' });
        onDone();
      },
      onError: (failure: Error) => setError(failure.message),
    };
    if (editing) edit.mutate({ updateId: editing.id, changes: input }, handlers);
    else post.mutate(input, handlers);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit update “${editing.title}”` : 'New update'}
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
    >
      <FormField id={titleId} label="Update title">
        <Input value={title} maxLength={UPDATE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
        <RichTextEditor
          label="Update text"
          value={bodyHtml}
          onChange={setBodyHtml}
          {...(uploadImage ? { onUploadImage: uploadImage } : {})}
        />
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
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? 'Saving…' : 'Save changes') : pending ? 'Posting…' : 'Post update'}
        </Button>
      </div>
    </form>
  );
}
