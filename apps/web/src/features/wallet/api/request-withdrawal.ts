import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Withdrawal, type WithdrawalRequest } from '@crowdspark/shared/contracts/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { walletKeys } from '@/features/wallet/api/keys';

export interface RequestWithdrawalInput {
  request: WithdrawalRequest;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/wallet/withdrawals → the withdrawal (paid, processing, pending_approval, failed). */
export async function requestWithdrawal({ request, idempotencyKey }: RequestWithdrawalInput): Promise<Withdrawal> {
  const body = await apiClient.post<unknown>('/api/wallet/withdrawals', request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return checkResponse(body, 'wallet', 'withdrawalSchema');
}

/** The money leaves the balance whatever the outcome (or comes back): refresh every wallet query after. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
