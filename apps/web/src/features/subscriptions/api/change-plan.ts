import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanRequest, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';
import { postSubscriptionPlanRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

export interface ChangePlanInput {
  request: ChangePlanRequest;
  idempotencyKey: string;
}

/** POST /api/subscription/plan: to yearly now (prorated, from the wallet), to monthly at the period end. */
export async function changePlan({ request, idempotencyKey }: ChangePlanInput): Promise<SubscriptionOverview> {
  return callRoute(postSubscriptionPlanRoute, { body: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
