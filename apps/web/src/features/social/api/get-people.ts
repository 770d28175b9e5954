import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PersonList } from '@crowdspark/shared/contracts/social';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { socialKeys } from '@/features/social/api/keys';

export type PeopleSide = 'followers' | 'following';

/** GET /api/users/:username/followers|following?cursor= → one page, newest follow first. */
export async function getPeople(username: string, side: PeopleSide, cursor?: string, signal?: AbortSignal): Promise<PersonList> {
  const search = new URLSearchParams({ limit: '20' });
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(
    `/api/users/${encodeURIComponent(username)}/${side}?${search.toString()}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'social', 'personListSchema');
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
