import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  topUpResponseSchema,
  type TopUpRequest,
  type TopUpResponse,
} from '@crowdspark/shared/contracts/wallet';
import { apiClient } from '@/lib/api-client';

export interface CreateTopUpInput {
  request: TopUpRequest;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/wallet/top-ups → {paymentId, checkoutUrl}; the browser then goes to checkoutUrl. */
export async function createTopUp({ request, idempotencyKey }: CreateTopUpInput): Promise<TopUpResponse> {
  return topUpResponseSchema.parse(
    await apiClient.post<unknown>('/api/wallet/top-ups', request, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  );
}

export function createTopUpMutationOptions() {
  // Automatic retries (transient failures only) send the same variables, so the same key.
  return mutationOptions({ mutationKey: ['wallet', 'top-up'], mutationFn: createTopUp });
}

export function useCreateTopUp() {
  return useMutation(createTopUpMutationOptions());
}
