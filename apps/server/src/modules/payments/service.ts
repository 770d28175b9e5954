import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import type { PaymentProvider } from './provider.js';
import {
  findPaymentCustomer,
  findUserPayment,
  insertPayment,
  markPendingPaymentFailed,
  requestedPayment,
  setProviderSession,
} from './repository.js';

/**
 * The payments module as other modules see it (decision 0017): a checkout for their purpose, the
 * card saved for renewals and its charges, and the types of the registries they register into.
 * The module's own routes, jobs and plugin use its use-case files directly (webhooks,
 * payment-status, account-deletion).
 */

export type { PaymentProvider, PayoutResult, ProviderSubscriptionWebhookEvent } from './provider.js';
export type { CheckoutDraft, CreditedPayment, DeclinedCharge, PaymentPurpose } from './purposes.js';
export type { OpenPayout, PayoutSource } from './payout-sources.js';
export type { WebhookContext } from './credit-payment.js';
// Subscriptions' saved card (decision 0038) lives in files of its own; these are what it calls.
export { removeSavedMethod, savedMethodOf, startSetupCheckout } from './saved-methods.js';
export {
  openSavedMethodCharge,
  savedMethodChargeOf,
  savedMethodChargesOf,
  settleSavedMethodCharge,
} from './saved-method-charges.js';
export type { SavedMethodChargeOutcome } from './saved-method-charges.js';

export interface CheckoutRequest {
  userId: string;
  amount: number;
  currency: string;
  purpose: string;
  description: string;
  publicUrl: string;
  metadata?: JsonObject;
  /** Keep the card for charges without the payer later (renewals), decision 0038. */
  saveMethod?: boolean;
  /**
   * A recurring subscription at the provider instead of a one-off payment (the provider must
   * have `billing`): its first period is this payment.
   */
  recurring?: { plan: string; interval: 'month' | 'year'; metadata?: Record<string, string> };
}

/**
 * Records a pending payment, then opens the provider's checkout for it. The return pages read
 * `?payment=ID` and poll GET /api/payments/:id until the webhook has confirmed.
 */
export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  request: CheckoutRequest,
  claim?: IdempotencyClaim,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  // A retry of a request that died after recording its payment opens that payment's checkout again
  // (providers hand back the same session for the same payment) instead of making a second one.
  const resumed = claim?.resumedResourceId ? await findUserPayment(db, claim.resumedResourceId, request.userId) : undefined;
  const paymentId =
    resumed?.status === 'pending'
      ? resumed.id
      : await db.transaction().execute(async (trx) => {
          const { id } = await insertPayment(trx, {
            ...requestedPayment(request, provider.name),
            metadata: request.metadata ?? {},
          });
          await claim?.linkIn(trx, id);
          return id;
        });
  try {
    const checkout = {
      paymentId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      successUrl: `${request.publicUrl}/payment-success?payment=${paymentId}`,
      cancelUrl: `${request.publicUrl}/payment-canceled?payment=${paymentId}`,
    };
    const customerRef =
      request.saveMethod || request.recurring ? await findPaymentCustomer(db, request.userId, provider.name) : null;
    const session =
      request.recurring && provider.billing
        ? await provider.billing.createSubscriptionCheckout({
            ...checkout,
            userId: request.userId,
            plan: request.recurring.plan,
            interval: request.recurring.interval,
            customerRef,
            purpose: request.purpose,
            ...(request.recurring.metadata ? { metadata: request.recurring.metadata } : {}),
          })
        : await provider.createCheckout({ ...checkout, ...(request.saveMethod ? { saveMethod: { customerRef } } : {}) });
    await setProviderSession(db, paymentId, session.providerSessionId);
    return { paymentId, checkoutUrl: session.url };
  } catch (error) {
    await markPendingPaymentFailed(db, paymentId);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider could not open a checkout. Please try again in a moment.',
      undefined,
      {
        cause: error,
      },
    );
  }
}
