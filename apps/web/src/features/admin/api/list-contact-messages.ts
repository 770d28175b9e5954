import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminContactList } from '@crowdspark/shared/contracts/admin';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminContactMessagesRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/contact-messages: the contact form's messages by status; keyset pages. */
export async function listContactMessages(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminContactList> {
  return callRoute(getAdminContactMessagesRoute, { query: adminQuery(filters, cursor), signal });
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
