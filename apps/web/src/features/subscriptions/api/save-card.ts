import { useMutation } from '@tanstack/react-query';
import type { CardSetupResponse } from '@crowdspark/shared/contracts/subscriptions';
import { postSubscriptionPaymentMethodRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

/**
 * POST /api/subscription/payment-method: the provider's page where a card for renewals is saved
 * (nothing is charged there). The browser goes there; nothing changes here until it comes back.
 */
export async function saveCard(): Promise<CardSetupResponse> {
  return callRoute(postSubscriptionPaymentMethodRoute, { body: {} });
}

export function useSaveCard() {
  return useMutation({ mutationFn: saveCard });
}
