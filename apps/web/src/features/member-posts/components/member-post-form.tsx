import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { UPDATE_TITLE_MAX } from '@crowdspark/shared/constants/community';
import type { MemberPost } from '@crowdspark/shared/contracts/member-posts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useEditMemberPost } from '@/features/member-posts/api/edit-member-post';
import { usePostMemberPost } from '@/features/member-posts/api/post-member-post';
import type { PostTier } from '@/features/member-posts/components/member-post-dates';

// The editor is heavy (a ProseMirror editor): only creators who open this form load it.
const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

interface MemberPostFormProps {
  username: string;
  /** The creator's current tiers, in rank order. */
  tiers: PostTier[];
  /** The post to change; without it the form writes a new one. */
  editing?: MemberPost | undefined;
  onDone: () => void;
}

/**
 * The creator's form for a members-only post, new or existing (loaded on demand). The server
 * sanitises the text with the story allow-list and tells the members who may read it
 * (docs/product-rules.md#members-only-posts); an edit tells nobody again.
 */
export default function MemberPostForm({ username, tiers, editing, onDone }: MemberPostFormProps) {
  const titleId = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [bodyHtml, setBodyHtml] = useState(editing?.bodyHtml ?? '');
  const [minTierId, setMinTierId] = useState<string | null>(editing?.audience.minTierId ?? null);
  const [error, setError] = useState<string | null>(null);
  const post = usePostMemberPost(username);
  const edit = useEditMemberPost(username);
  const pending = post.isPending || edit.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !bodyHtml.trim()) {
      setError('Give the post a title and write it.');
      return;
    }
    setError(null);
    const input = { title: title.trim(), bodyHtml, minTierId };
    const handlers = {
      onSuccess: () => {
        toast({ title: editing ? 'Post saved.' : 'Posted for your members.', variant: 'success' });
        onDone();
      },
      onError: (failure: Error) => setError(failure.message),
    };
    if (editing) edit.mutate({ postId: editing.id, changes: input }, handlers);
    else post.mutate(input, handlers);
  };

  const audiences = [
    { id: null, label: 'All members' },
    ...tiers.map((tier) => ({ id: tier.id, label: `${tier.title} and above` })),
  ];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit post “${editing.title}”` : 'New members-only post'}
      className="grid gap-4 rounded-xl border border-border bg-card p-5"
    >
      <FormField id={titleId} label="Post title">
        <Input value={title} maxLength={UPDATE_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
        <RichTextEditor label="Post text" value={bodyHtml} onChange={setBodyHtml} />
      </Suspense>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Who can read it</legend>
        {audiences.map((audience) => (
          <label key={audience.id ?? 'all'} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="audience"
              checked={minTierId === audience.id}
              onChange={() => setMinTierId(audience.id)}
              className="size-4 accent-primary"
            />
            {audience.label}
          </label>
        ))}
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
          {editing ? (pending ? 'Saving…' : 'Save changes') : pending ? 'Posting…' : 'Post for members'}
        </Button>
      </div>
    </form>
  );
}
