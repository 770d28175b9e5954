import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Withdrawal, type WithdrawalRequest } from '@crowdspark/shared/contracts/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { walletKeys } from '@/features/wallet/api/keys';
import { requestWithdrawalRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

export interface RequestWithdrawalInput {
  request: WithdrawalRequest;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/wallet/withdrawals → the withdrawal (paid, processing, pending_approval, failed). */
export async function requestWithdrawal({ request, idempotencyKey }: RequestWithdrawalInput): Promise<Withdrawal> {
  return callRoute(requestWithdrawalRoute, { body: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** The money leaves the balance whatever the outcome (or comes back): refresh every wallet query after. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
