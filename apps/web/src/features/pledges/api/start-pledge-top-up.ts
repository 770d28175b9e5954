import { mutationOptions } from '@tanstack/react-query';
import type { TopUpResponse } from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';

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
 */
export function startPledgeTopUp({ idempotencyKey, ...body }: PledgeTopUpVariables): Promise<TopUpResponse> {
  return apiClient.post<TopUpResponse>('/api/wallet/top-ups', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function startPledgeTopUpMutationOptions() {
  return mutationOptions({ mutationKey: ['wallet', 'top-up-for-pledge'], mutationFn: startPledgeTopUp });
}
