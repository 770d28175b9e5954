import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMemberPostRoute } from '@crowdspark/shared/api-routes/member-posts';
import type { MemberPost, MemberPostChanges } from '@crowdspark/shared/contracts/member-posts';
import { memberPostKeys } from '@/features/member-posts/api/keys';
import { callRoute } from '@/lib/api-client';

/** PATCH /api/me/member-posts/:postId → the changed post. */
export function editMemberPost(postId: string, changes: MemberPostChanges): Promise<MemberPost> {
  return callRoute(patchMemberPostRoute, { params: { postId }, body: changes });
}

export function useEditMemberPost(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, changes }: { postId: string; changes: MemberPostChanges }) => editMemberPost(postId, changes),
    onSuccess: (post) => {
      queryClient.setQueryData(memberPostKeys.post(username, post.id), post);
      void queryClient.invalidateQueries({ queryKey: memberPostKeys.list(username) });
    },
  });
}
