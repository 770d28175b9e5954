import type { PaymentPurpose } from '../payments/service.js';
import { startAfterPayment, SUBSCRIPTION_PAYMENT_PURPOSE, type SubscriptionDeps } from './service.js';

/**
 * Subscribing by card: POST /api/subscription with payWith "checkout" opens a checkout with this
 * purpose; once its webhook has put the money in the wallet, Pro starts from it (same transaction).
 */
export function subscriptionPaymentPurpose(deps: Pick<SubscriptionDeps, 'jobs' | 'terms'>): PaymentPurpose {
  return {
    name: SUBSCRIPTION_PAYMENT_PURPOSE,
    onCredited: (trx, payment) => startAfterPayment(trx, deps, payment, new Date()),
  };
}
