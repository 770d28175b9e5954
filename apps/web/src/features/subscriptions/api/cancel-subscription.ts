import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';
import { postSubscriptionCancelRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

/** POST /api/subscription/cancel: Pro stays until the period end, then ends. */
export async function cancelSubscription(): Promise<SubscriptionOverview> {
  return callRoute(postSubscriptionCancelRoute, { body: {} });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
