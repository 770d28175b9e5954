import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerCheckRun } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type RunLedgerCheckInput = Record<string, never>;

/** POST /api/admin/ledger/check-runs: runs the invariant check now and stores the result. */
export async function runLedgerCheck(_input: RunLedgerCheckInput): Promise<LedgerCheckRun> {
  const body = await apiClient.post<unknown>('/api/admin/ledger/check-runs', undefined);
  return checkResponse(body, 'admin', 'ledgerCheckRunSchema');
}

export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLedgerCheck,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
