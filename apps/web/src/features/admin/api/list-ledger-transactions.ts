import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerTransactionList } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { queryString } from '@/features/admin/api/query-string';

/** GET /api/admin/ledger/transactions: transactions with their entries, by account, campaign (its money trail) or type. */
export async function listLedgerTransactions(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LedgerTransactionList> {
  const body = await apiClient.get<unknown>(
    `/api/admin/ledger/transactions${queryString(filters, cursor)}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'admin', 'ledgerTransactionListSchema');
}

export function listLedgerTransactionsQueryOptions(filters: AdminFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.ledgerTransactions(filters),
    queryFn: ({ pageParam, signal }) => listLedgerTransactions(filters, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useListLedgerTransactions(filters: AdminFilters) {
  return useInfiniteQuery(listLedgerTransactionsQueryOptions(filters));
}
