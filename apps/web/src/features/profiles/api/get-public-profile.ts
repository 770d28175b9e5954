import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@crowdspark/shared/contracts/users';
import { profileKeys } from '@/features/profiles/api/keys';
import { getUsersRoute } from '@crowdspark/shared/api-routes/users';
import { callRoute } from '@/lib/api-client';

/** GET /api/users/:username → the public fields of a profile (404 when unknown). */
export async function getPublicProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return callRoute(getUsersRoute, { params: { username }, signal });
}

export function publicProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.detail(username),
    queryFn: ({ signal }) => getPublicProfile(username, signal),
  });
}

export function usePublicProfile(username: string) {
  return useQuery(publicProfileQueryOptions(username));
}
