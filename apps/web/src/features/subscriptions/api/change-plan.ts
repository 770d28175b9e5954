import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanRequest, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';

export interface ChangePlanInput {
  request: ChangePlanRequest;
  idempotencyKey: string;
}

/** POST /api/subscription/plan: to yearly now (prorated, from the wallet), to monthly at the period end. */
export async function changePlan({ request, idempotencyKey }: ChangePlanInput): Promise<SubscriptionOverview> {
  const body = await apiClient.post<unknown>('/api/subscription/plan', request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return checkResponse(body, 'subscriptions', 'subscriptionOverviewSchema');
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
