import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerAccountList } from '@crowdspark/shared/contracts/admin';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminLedgerAccountsRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/ledger/accounts: ledger accounts by kind and owner; keyset pages. */
export async function listLedgerAccounts(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LedgerAccountList> {
  return callRoute(getAdminLedgerAccountsRoute, { query: adminQuery(filters, cursor), signal });
}

export function listLedgerAccountsQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.ledgerAccounts(filters),
    queryFn: ({ pageParam, signal }) => listLedgerAccounts(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListLedgerAccounts(filters: AdminFilters) {
  return useInfiniteQuery(listLedgerAccountsQueryOptions(filters));
}
