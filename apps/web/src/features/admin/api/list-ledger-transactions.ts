import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerTransactionList } from '@crowdspark/shared/contracts/admin';
import { adminKeys, type AdminFilters } from '@/features/admin/api/keys';
import { adminQuery } from '@/features/admin/api/query-string';
import { getAdminLedgerTransactionsRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/ledger/transactions: transactions with their entries, by account, campaign (its money trail) or type. */
export async function listLedgerTransactions(
  filters: AdminFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LedgerTransactionList> {
  return callRoute(getAdminLedgerTransactionsRoute, { query: adminQuery(filters, cursor), signal });
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
