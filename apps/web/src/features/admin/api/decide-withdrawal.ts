import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type DecideWithdrawalInput = { withdrawalId: string; approve: boolean; reason: string };

/** POST /api/admin/withdrawals/:id/approve|reject: four eyes (never one's own); a rejection returns the money. */
export async function decideWithdrawal(input: DecideWithdrawalInput): Promise<Withdrawal> {
  const action = input.approve ? 'approve' : 'reject';
  const body = await apiClient.post<unknown>(`/api/admin/withdrawals/${encodeURIComponent(input.withdrawalId)}/${action}`, {
    reason: input.reason,
  });
  return checkResponse(body, 'wallet', 'withdrawalSchema');
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
