import type { PaymentPurpose } from '../payments/service.js';
import { lockSubscriber } from './repository.js';
import { SUBSCRIPTION_PAYMENT_PURPOSE, type SubscriptionDeps } from './rules.js';
import { cardDeclined } from './saved-card.js';
import { applyProviderSubscriptionEvent } from './stripe-events.js';
import { startAfterPayment } from './subscribe.js';

/**
 * The `subscription` payment purpose (decisions 0033, 0038). Subscribing by card opens a checkout
 * with it; once its webhook has put the money in the wallet, Pro starts from it (same
 * transaction). A renewal charged to the saved card comes back the same way (paid) or through
 * `onDeclined`; a Stripe-billed subscription's paid invoices arrive as payments of this purpose
 * and its other events through `onProviderSubscriptionEvent`.
 */
export function subscriptionPaymentPurpose(deps: Pick<SubscriptionDeps, 'jobs' | 'terms'>): PaymentPurpose {
  return {
    name: SUBSCRIPTION_PAYMENT_PURPOSE,
    // Before a credit moves wallet money: the subscriber's lock, as every change here takes first.
    lockBeforeCredit: (trx, payment) => lockSubscriber(trx, payment.userId),
    onCredited: (trx, payment) => startAfterPayment(trx, deps, payment, new Date()),
    onDeclined: (trx, charge) => cardDeclined(trx, deps, charge, new Date()),
    onProviderSubscriptionEvent: (trx, event) => applyProviderSubscriptionEvent(trx, deps, event, new Date()),
  };
}
