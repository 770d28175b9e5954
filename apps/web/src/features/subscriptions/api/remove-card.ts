import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { deleteSubscriptionPaymentMethodRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';

/** DELETE /api/subscription/payment-method: forgets the card saved for renewals (also at the provider). */
export async function removeCard(): Promise<SubscriptionOverview> {
  return callRoute(deleteSubscriptionPaymentMethodRoute);
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
