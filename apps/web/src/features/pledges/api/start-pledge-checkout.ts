import { useMutation } from '@tanstack/react-query';
import type { TopUpResponse } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

export interface PledgeTopUpVariables {
  /** The missing part, in minor units of `currency`. */
  amount: number;
  currency: string;
  pledge: { campaignId: string; tierId: string | null; amount: number };
  idempotencyKey: string;
}

/**
 * POST /api/wallet/top-ups (Idempotency-Key) with the pledge to complete once paid → {paymentId,
 * checkoutUrl}. The server backs the campaign itself after the payment; /payment-success shows it.
 * Nothing cached changes until then: the browser leaves for the checkout.
 */
export async function startPledgeTopUp({ idempotencyKey, ...request }: PledgeTopUpVariables): Promise<TopUpResponse> {
  const body = await apiClient.post<unknown>('/api/wallet/top-ups', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return checkResponse(body, 'wallet', 'topUpResponseSchema');
}

export function useStartPledgeTopUp() {
  return useMutation({ mutationFn: startPledgeTopUp });
}
