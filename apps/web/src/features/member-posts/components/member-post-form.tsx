import type { MemberPost } from '@crowdspark/shared/contracts/member-posts';
import { RichPostForm } from '@/components/rich-text/rich-post-form';
import { toast } from '@/components/ui/use-toast';
import { useEditMemberPost } from '@/features/member-posts/api/edit-member-post';
import { usePostMemberPost } from '@/features/member-posts/api/post-member-post';
import type { PostTier } from '@/features/member-posts/components/member-post-dates';

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
  const post = usePostMemberPost(username);
  const edit = useEditMemberPost(username);
  return (
    <RichPostForm<string | null>
      formLabel={editing ? `Edit post “${editing.title}”` : 'New members-only post'}
      noun="Post"
      initial={{ title: editing?.title ?? '', bodyHtml: editing?.bodyHtml ?? '', audience: editing?.audience.minTierId ?? null }}
      audiences={[
        { value: null, label: 'All members' },
        ...tiers.map((tier) => ({ value: tier.id, label: `${tier.title} and above` })),
      ]}
      publishLabel="Post for members"
      editing={!!editing}
      pending={post.isPending || edit.isPending}
      onCancel={onDone}
      onSubmit={({ title, bodyHtml, audience }, fail) => {
        const input = { title, bodyHtml, minTierId: audience };
        const handlers = {
          onSuccess: () => {
            toast({ title: editing ? 'Post saved.' : 'Posted for your members.', variant: 'success' });
            onDone();
          },
          onError: (failure: Error) => fail(failure.message),
        };
        if (editing) edit.mutate({ postId: editing.id, changes: input }, handlers);
        else post.mutate(input, handlers);
      }}
    />
  );
}
