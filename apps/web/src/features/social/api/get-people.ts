import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PersonList } from '@crowdspark/shared/contracts/social';
import { listFollowersRoute, listFollowingRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';
import { socialKeys } from '@/features/social/api/keys';

export type PeopleSide = 'followers' | 'following';

/** GET /api/users/:username/followers|following?cursor= → one page, newest follow first. */
export async function getPeople(username: string, side: PeopleSide, cursor?: string, signal?: AbortSignal): Promise<PersonList> {
  const route = side === 'followers' ? listFollowersRoute : listFollowingRoute;
  return callRoute(route, { params: { username }, query: { limit: 20, cursor }, signal });
}

export function peopleQueryOptions(username: string, side: PeopleSide) {
  return infiniteQueryOptions({
    queryKey: socialKeys.people(username, side),
    queryFn: ({ pageParam, signal }) => getPeople(username, side, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePeople(username: string, side: PeopleSide, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...peopleQueryOptions(username, side), ...options });
}
