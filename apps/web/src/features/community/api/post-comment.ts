import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, NewComment } from '@crowdspark/shared/contracts/community';
import { communityKeys } from '@/features/community/api/keys';
import { postCampaignsCommentsRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';

/** POST /api/campaigns/:id/comments → the comment (a reply to a reply comes back attached to its top comment). */
export async function postComment(campaignId: string, input: NewComment): Promise<Comment> {
  return callRoute(postCampaignsCommentsRoute, { params: { id: campaignId }, body: input });
}

export function usePostComment(campaignId: string, updateId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewComment, 'updateId'>) => postComment(campaignId, updateId ? { ...input, updateId } : input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.comments(campaignId, updateId) }),
  });
}
