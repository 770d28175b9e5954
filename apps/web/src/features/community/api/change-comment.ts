import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@crowdspark/shared/contracts/community';
import { callRoute } from '@/lib/api-client';
import { communityKeys } from '@/features/community/api/keys';
import { deleteCommentRoute, patchCommentsRoute } from '@crowdspark/shared/api-routes/community';

/** PATCH /api/comments/:id → the edited comment (the author, within 15 minutes of posting). */
export async function editComment(commentId: string, text: string): Promise<Comment> {
  return callRoute(patchCommentsRoute, { params: { commentId }, body: { body: text } });
}

/** DELETE /api/comments/:id (204): the author within 15 minutes; the campaign's owner, collaborators and admins any time. */
export async function deleteComment(commentId: string): Promise<void> {
  await callRoute(deleteCommentRoute, { params: { commentId } });
}

/** Edit or delete one comment, then reload its thread. */
export function useChangeComment(campaignId: string, updateId: string | null) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: communityKeys.comments(campaignId, updateId) });
  return {
    edit: useMutation({
      mutationFn: (input: { commentId: string; body: string }) => editComment(input.commentId, input.body),
      onSuccess: reload,
    }),
    remove: useMutation({ mutationFn: deleteComment, onSuccess: reload }),
  };
}
