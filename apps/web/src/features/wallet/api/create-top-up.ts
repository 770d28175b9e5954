import { useMutation } from '@tanstack/react-query';
import { type TopUpRequest, type TopUpResponse } from '@crowdspark/shared/contracts/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { createTopUpRoute } from '@crowdspark/shared/api-routes/wallet';
import { callRoute } from '@/lib/api-client';

export interface CreateTopUpInput {
  request: TopUpRequest;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/wallet/top-ups → {paymentId, checkoutUrl}; the browser then goes to checkoutUrl. */
export async function createTopUp({ request, idempotencyKey }: CreateTopUpInput): Promise<TopUpResponse> {
  return callRoute(createTopUpRoute, { body: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** Nothing cached changes yet: the browser leaves for the checkout, and the return page refreshes the wallet. */
export function useCreateTopUp() {
  // Automatic retries (transient failures only) send the same variables, so the same key.
  return useMutation({ mutationFn: createTopUp });
}
