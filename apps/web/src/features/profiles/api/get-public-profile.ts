import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { profileKeys } from '@/features/profiles/api/keys';

/** GET /api/users/:username → the public fields of a profile (404 when unknown). */
export async function getPublicProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  const body = await apiClient.get<unknown>(`/api/users/${encodeURIComponent(username)}`, signal ? { signal } : {});
  return checkResponse(body, 'users', 'publicProfileSchema');
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
