import { queryOptions } from '@tanstack/react-query';
import type { PublicProfile } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';

export function publicProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['public-profile', username],
    queryFn: ({ signal }) => apiClient.get<PublicProfile>(`/api/users/${encodeURIComponent(username)}`, { signal }),
  });
}
