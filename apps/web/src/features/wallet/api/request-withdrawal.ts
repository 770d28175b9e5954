import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  withdrawalSchema,
  type Withdrawal,
  type WithdrawalRequest,
} from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { walletKeys } from '@/features/wallet/api/query-keys';

export interface RequestWithdrawalInput {
  request: WithdrawalRequest;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/wallet/withdrawals → the withdrawal (paid, processing, pending_approval, failed). */
export async function requestWithdrawal({ request, idempotencyKey }: RequestWithdrawalInput): Promise<Withdrawal> {
  return withdrawalSchema.parse(
    await apiClient.post<unknown>('/api/wallet/withdrawals', request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
}

export function requestWithdrawalMutationOptions() {
  return mutationOptions({ mutationKey: ['wallet', 'withdraw'], mutationFn: requestWithdrawal });
}

/** The money leaves the balance whatever the outcome (or comes back): refresh every wallet query after. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestWithdrawalMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
