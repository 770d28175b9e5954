import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorPostRoute } from '@crowdspark/shared/api-routes/member-posts';
import type { MemberPost } from '@crowdspark/shared/contracts/member-posts';
import { memberPostKeys } from '@/features/member-posts/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/creators/:username/posts/:postId: the body only when the reader's tier qualifies. */
export function getMemberPost(username: string, postId: string, signal?: AbortSignal): Promise<MemberPost> {
  return callRoute(getCreatorPostRoute, { params: { username, postId }, signal });
}

export function memberPostQueryOptions(username: string, postId: string) {
  return queryOptions({
    queryKey: memberPostKeys.post(username, postId),
    queryFn: ({ signal }) => getMemberPost(username, postId, signal),
  });
}

export function useMemberPost(username: string, postId: string) {
  return useQuery(memberPostQueryOptions(username, postId));
}
