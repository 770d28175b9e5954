import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerCheckStatus } from '@crowdspark/shared/contracts/admin';
import { adminKeys } from '@/features/admin/api/keys';
import { getAdminLedgerCheckRunsLatestRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/ledger/check-runs/latest: the last scheduled run and the last run of any kind. */
export async function getLedgerCheckStatus(signal?: AbortSignal): Promise<LedgerCheckStatus> {
  return callRoute(getAdminLedgerCheckRunsLatestRoute, { signal });
}

export function ledgerCheckStatusQueryOptions() {
  return queryOptions({ queryKey: adminKeys.ledgerCheck(), queryFn: ({ signal }) => getLedgerCheckStatus(signal) });
}

export function useLedgerCheckStatus() {
  return useQuery(ledgerCheckStatusQueryOptions());
}
