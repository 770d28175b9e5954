import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerCheckRun } from '@crowdspark/shared/contracts/admin';
import { adminKeys } from '@/features/admin/api/keys';
import { postAdminLedgerCheckRunsRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

export type RunLedgerCheckInput = Record<string, never>;

/** POST /api/admin/ledger/check-runs: runs the invariant check now and stores the result. */
export async function runLedgerCheck(_input: RunLedgerCheckInput): Promise<LedgerCheckRun> {
  return callRoute(postAdminLedgerCheckRunsRoute);
}

export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLedgerCheck,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
