import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerAccountList } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/ledger/accounts: ledger accounts by kind and owner; keyset pages. */
export async function listLedgerAccounts(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LedgerAccountList> {
  const body = await apiClient.get<unknown>(
    `/api/admin/ledger/accounts${queryString(filters, cursor)}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'admin', 'ledgerAccountListSchema');
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
