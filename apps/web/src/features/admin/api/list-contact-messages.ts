import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminContactList } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/contact-messages: the contact form's messages by status; keyset pages. */
export async function listContactMessages(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminContactList> {
  const body = await apiClient.get<unknown>(
    `/api/admin/contact-messages${queryString(filters, cursor)}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'admin', 'adminContactListSchema');
}

export function listContactMessagesQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.contact(filters),
    queryFn: ({ pageParam, signal }) => listContactMessages(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListContactMessages(filters: AdminFilters) {
  return useInfiniteQuery(listContactMessagesQueryOptions(filters));
}
