import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';

/** POST /api/subscription/cancel: Pro stays until the period end, then ends. */
export async function cancelSubscription(): Promise<SubscriptionOverview> {
  const body = await apiClient.post<unknown>('/api/subscription/cancel', {});
  return checkResponse(body, 'subscriptions', 'subscriptionOverviewSchema');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
