import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribeRequest, SubscribeResponse } from '@crowdspark/shared/contracts/subscriptions';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';
import { postSubscriptionRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

export interface SubscribeInput {
  request: SubscribeRequest;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/subscription → Pro at once (wallet) or the checkout to go to (card). */
export async function subscribe({ request, idempotencyKey }: SubscribeInput): Promise<SubscribeResponse> {
  return callRoute(postSubscriptionRoute, { body: request, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (response) => {
      // By card nothing changed yet: the browser leaves for the checkout.
      if (response.status === 'active') queryClient.setQueryData(subscriptionKeys.overview(), response.overview);
    },
  });
}
