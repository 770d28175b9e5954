import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { postMembershipCheckoutRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipCheckoutResponse } from '@crowdspark/shared/contracts/memberships';
import { callRoute } from '@/lib/api-client';

export interface MembershipCheckoutInput {
  tierId: string;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/memberships/checkout: the first month by card; the checkout's payment joins. */
export function startMembershipCheckout({
  tierId,
  idempotencyKey,
}: MembershipCheckoutInput): Promise<MembershipCheckoutResponse> {
  return callRoute(postMembershipCheckoutRoute, { body: { tierId }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** Sends the member to the provider's checkout page once it is open. */
export function useStartMembershipCheckout() {
  return useMutation({
    mutationFn: startMembershipCheckout,
    onSuccess: (result) => window.location.assign(result.checkoutUrl),
  });
}
