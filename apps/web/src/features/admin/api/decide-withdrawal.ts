import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { adminKeys } from '@/features/admin/api/keys';
import { approveWithdrawalRoute, rejectWithdrawalRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

export type DecideWithdrawalInput = { withdrawalId: string; approve: boolean; reason: string };

/** POST /api/admin/withdrawals/:id/approve|reject: four eyes (never one's own); a rejection returns the money. */
export async function decideWithdrawal(input: DecideWithdrawalInput): Promise<Withdrawal> {
  const route = input.approve ? approveWithdrawalRoute : rejectWithdrawalRoute;
  return callRoute(route, { params: { id: input.withdrawalId }, body: { reason: input.reason } });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
