import type { CampaignUpdate, UpdateVisibility } from '@crowdspark/shared/contracts/community';
import { RichPostForm } from '@/components/rich-text/rich-post-form';
import { toast } from '@/components/ui/use-toast';
import { useEditUpdate } from '@/features/community/api/edit-update';
import { usePostUpdate } from '@/features/community/api/post-update';
import type { UploadUpdateImage } from '@/features/community/components/community-types';

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
  const post = usePostUpdate(campaignId);
  const edit = useEditUpdate(campaignId);
  return (
    <RichPostForm<UpdateVisibility>
      formLabel={editing ? `Edit update “${editing.title}”` : 'New update'}
      noun="Update"
      initial={{ title: editing?.title ?? '', bodyHtml: editing?.bodyHtml ?? '', audience: editing?.visibility ?? 'public' }}
      audiences={[
        { value: 'public', label: 'Everyone' },
        { value: 'backers', label: 'Backers only' },
      ]}
      publishLabel="Post update"
      editing={!!editing}
      pending={post.isPending || edit.isPending}
      onUploadImage={uploadImage}
      onCancel={onDone}
      onSubmit={({ title, bodyHtml, audience }, fail) => {
        const input = { title, bodyHtml, visibility: audience };
        const handlers = {
          onSuccess: () => {
            toast({ title: editing ? 'Update saved.' : 'Update posted.', variant: 'success' });
            onDone();
          },
          onError: (failure: Error) => fail(failure.message),
        };
        if (editing) edit.mutate({ updateId: editing.id, changes: input }, handlers);
        else post.mutate(input, handlers);
      }}
    />
  );
}
