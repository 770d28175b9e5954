import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFollowedMemberPostsRoute } from '@crowdspark/shared/api-routes/member-posts';
import type { FollowedMemberPosts } from '@crowdspark/shared/contracts/member-posts';
import { memberPostKeys } from '@/features/member-posts/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/feed/member-posts: titles of members-only posts by creators the reader follows. */
export function getFollowedMemberPosts(signal?: AbortSignal): Promise<FollowedMemberPosts> {
  return callRoute(getFollowedMemberPostsRoute, { signal });
}

export function followedMemberPostsQueryOptions() {
  return queryOptions({ queryKey: memberPostKeys.followed(), queryFn: ({ signal }) => getFollowedMemberPosts(signal) });
}

export function useFollowedMemberPosts() {
  return useQuery(followedMemberPostsQueryOptions());
}
