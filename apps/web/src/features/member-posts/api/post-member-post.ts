import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMemberPostRoute } from '@crowdspark/shared/api-routes/member-posts';
import type { MemberPost, NewMemberPost } from '@crowdspark/shared/contracts/member-posts';
import { memberPostKeys } from '@/features/member-posts/api/keys';
import { callRoute } from '@/lib/api-client';

/** POST /api/me/member-posts → the post (its body sanitised by the server); members are told. */
export function postMemberPost(input: NewMemberPost): Promise<MemberPost> {
  return callRoute(postMemberPostRoute, { body: input });
}

export function usePostMemberPost(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMemberPost,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberPostKeys.creator(username) }),
  });
}
