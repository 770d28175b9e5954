import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerCheckStatus } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

/** GET /api/admin/ledger/check-runs/latest: the last scheduled run and the last run of any kind. */
export async function getLedgerCheckStatus(signal?: AbortSignal): Promise<LedgerCheckStatus> {
  const body = await apiClient.get<unknown>('/api/admin/ledger/check-runs/latest', signal ? { signal } : {});
  return checkResponse(body, 'admin', 'ledgerCheckStatusSchema');
}

export function ledgerCheckStatusQueryOptions() {
  return queryOptions({ queryKey: adminKeys.ledgerCheck(), queryFn: ({ signal }) => getLedgerCheckStatus(signal) });
}

export function useLedgerCheckStatus() {
  return useQuery(ledgerCheckStatusQueryOptions());
}
