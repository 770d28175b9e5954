import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';

/** DELETE /api/subscription/payment-method: forgets the card saved for renewals (also at the provider). */
export async function removeCard(): Promise<SubscriptionOverview> {
  const body = await apiRequest<unknown>('/api/subscription/payment-method', { method: 'DELETE' });
  return checkResponse(body, 'subscriptions', 'subscriptionOverviewSchema');
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
