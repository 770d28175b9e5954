import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMemberPostRoute } from '@crowdspark/shared/api-routes/member-posts';
import { memberPostKeys } from '@/features/member-posts/api/keys';
import { callRoute } from '@/lib/api-client';

/** DELETE /api/me/member-posts/:postId (204): the post goes, and its notices with it. */
export async function deleteMemberPost(postId: string): Promise<void> {
  await callRoute(deleteMemberPostRoute, { params: { postId } });
}

export function useDeleteMemberPost(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberPost,
    onSuccess: (_nothing, postId) => {
      queryClient.removeQueries({ queryKey: memberPostKeys.post(username, postId) });
      void queryClient.invalidateQueries({ queryKey: memberPostKeys.list(username) });
    },
  });
}
