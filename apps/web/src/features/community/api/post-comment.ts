import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, NewComment } from '@crowdspark/shared/contracts/community';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { communityKeys } from '@/features/community/api/keys';

/** POST /api/campaigns/:id/comments → the comment (a reply to a reply comes back attached to its top comment). */
export async function postComment(campaignId: string, input: NewComment): Promise<Comment> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/comments`, input);
  return checkResponse(body, 'community', 'commentSchema');
}

export function usePostComment(campaignId: string, updateId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<NewComment, 'updateId'>) => postComment(campaignId, updateId ? { ...input, updateId } : input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.comments(campaignId, updateId) }),
  });
}
