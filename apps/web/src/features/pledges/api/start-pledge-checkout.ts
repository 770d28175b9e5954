import { useMutation } from '@tanstack/react-query';
import type { PledgeCheckoutResponse } from '@crowdspark/shared/contracts/pledge-checkout';
import type { PledgeIntent } from '@crowdspark/shared/contracts/pledges';
import type { RouteBody } from '@crowdspark/shared/api-routes/define-route';
import { postPledgesCheckoutRoute } from '@crowdspark/shared/api-routes/pledge-checkout';
import { callRoute } from '@/lib/api-client';

export interface StartPledgeCheckoutVariables {
  /** The missing part, in minor units of `currency`. */
  amount: number;
  /** The campaign's currency (the server refuses any other). */
  currency: string;
  pledge: PledgeIntent;
  /** One key per user action, reused when the same action is retried. */
  idempotencyKey: string;
}

/**
 * POST /api/pledges/checkout (Idempotency-Key): the missing part of a pledge by card → {paymentId,
 * checkoutUrl}. The server backs the campaign itself once the payment confirms; /payment-success
 * shows it.
 */
export async function startPledgeCheckout({
  idempotencyKey,
  ...request
}: StartPledgeCheckoutVariables): Promise<PledgeCheckoutResponse> {
  // The campaign's currency as the page has it: the server refuses one it does not support.
  const currency = request.currency as RouteBody<typeof postPledgesCheckoutRoute>['currency'];
  return callRoute(postPledgesCheckoutRoute, {
    body: { ...request, currency },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Nothing cached changes yet: the browser leaves for the checkout, and the return page refreshes what the pledge moved. */
export function useStartPledgeCheckout() {
  // Automatic retries (transient failures only) send the same variables, so the same key.
  return useMutation({ mutationFn: startPledgeCheckout });
}
