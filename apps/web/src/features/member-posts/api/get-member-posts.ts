import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorPostsRoute } from '@crowdspark/shared/api-routes/member-posts';
import type { MemberPostList } from '@crowdspark/shared/contracts/member-posts';
import { memberPostKeys } from '@/features/member-posts/api/keys';
import { callRoute } from '@/lib/api-client';

/** How many post titles the profile shows. */
const PROFILE_POSTS = 20;

/** GET /api/creators/:username/posts: titles and dates, newest first (never a body). */
export function getMemberPosts(username: string, signal?: AbortSignal): Promise<MemberPostList> {
  return callRoute(getCreatorPostsRoute, { params: { username }, query: { limit: PROFILE_POSTS }, signal });
}

export function memberPostsQueryOptions(username: string) {
  return queryOptions({
    queryKey: memberPostKeys.list(username),
    queryFn: ({ signal }) => getMemberPosts(username, signal),
  });
}

export function useMemberPosts(username: string) {
  return useQuery(memberPostsQueryOptions(username));
}
