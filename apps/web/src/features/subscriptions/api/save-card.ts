import { useMutation } from '@tanstack/react-query';
import type { CardSetupResponse } from '@crowdspark/shared/contracts/subscriptions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/**
 * POST /api/subscription/payment-method: the provider's page where a card for renewals is saved
 * (nothing is charged there). The browser goes there; nothing changes here until it comes back.
 */
export async function saveCard(): Promise<CardSetupResponse> {
  const body = await apiClient.post<unknown>('/api/subscription/payment-method', {});
  return checkResponse(body, 'subscriptions', 'cardSetupResponseSchema');
}

export function useSaveCard() {
  return useMutation({ mutationFn: saveCard });
}
