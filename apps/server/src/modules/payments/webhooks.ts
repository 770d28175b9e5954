import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { creditPaymentIn, type WebhookContext } from './credit-payment.js';
import { isCheckoutEvent } from './provider.js';
import type { CheckoutWebhookEvent, ProviderSubscriptionWebhookEvent, WebhookEvent } from './provider.js';
import {
  insertOrFindProviderInvoicePayment,
  insertWebhookEvent,
  lockPaymentBySession,
  markWebhookProcessed,
  mergePaymentMetadata,
  setPaymentOutcome,
} from './repository.js';
import { saveMethodIn } from './saved-methods.js';

export type WebhookOutcome =
  | 'duplicate'
  | 'unknown_session'
  | 'amount_mismatch'
  | 'credited'
  | 'already_succeeded'
  | 'canceled'
  | 'failed'
  | 'ignored_after_final_status'
  | 'method_saved'
  | 'unknown_user'
  | 'ignored'
  /** What a purpose answered for a provider subscription's event (e.g. `past_due`, `stale`). */
  | `subscription_${string}`;

/**
 * Applies one verified webhook event exactly once, in ONE database transaction: the event row
 * (unique per provider and event id: a redelivery finds it and does nothing), the payment's status
 * under a row lock, and the wallet credit. Rules, whatever the order of arrival:
 * - success credits the wallet once (credited_transaction_id is unique) and is final: a later
 *   cancel or failure changes nothing;
 * - success after a cancel or failure still credits: the provider says the money arrived, and
 *   refusing would lose it (e.g. an expiry event delivered late, after a retry paid);
 * - cancel or failure only change a pending payment.
 * A card saved by the checkout is kept for the payer (decision 0038); a provider-billed
 * subscription's paid invoice is a payment of its own, credited the same way, and its other
 * events go to the purpose that opened it.
 */
export async function processWebhookEvent(
  db: Kysely<Database>,
  context: WebhookContext,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  return db.transaction().execute((trx) => applyWebhookEventIn(trx, context, event));
}

/**
 * processWebhookEvent inside the caller's transaction: reconciliation applies what the provider
 * reports as a synthetic event (id `reconcile:<payment id>`), so the rules and the exactly-once
 * guarantee are the same as for a delivered webhook.
 */
export async function applyWebhookEventIn(
  trx: Transaction<Database>,
  context: WebhookContext,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  const eventRowId = await insertWebhookEvent(trx, {
    provider: context.provider.name,
    eventId: event.id,
    type: event.type,
    payload: event.payload as JsonObject,
  });
  if (!eventRowId) return 'duplicate';
  let outcome: WebhookOutcome;
  if (isCheckoutEvent(event)) outcome = await applyCheckoutEvent(trx, context, event);
  else if (event.type === 'method.saved') {
    outcome = (await userExists(trx, event.userId)) ? 'method_saved' : 'unknown_user';
    if (outcome === 'method_saved') await saveMethodIn(trx, context.provider, event.userId, event.savedMethod);
  } else outcome = await applyProviderSubscriptionEvent(trx, context, event);
  await markWebhookProcessed(trx, eventRowId, outcome);
  return outcome;
}

async function applyCheckoutEvent(
  trx: Transaction<Database>,
  context: WebhookContext,
  event: CheckoutWebhookEvent,
): Promise<WebhookOutcome> {
  const { provider, log } = context;
  const payment = await lockPaymentBySession(trx, provider.name, event.providerSessionId);
  if (!payment) {
    log.warn({ eventId: event.id, sessionId: event.providerSessionId }, 'webhook for an unknown checkout session');
    return 'unknown_session';
  }
  const amount = toMinorUnits(payment.amount);
  if (event.type === 'checkout.succeeded') {
    if (payment.status === 'succeeded') return 'already_succeeded';
    if (event.amount !== amount || event.currency !== payment.currency) {
      log.error({ eventId: event.id, paymentId: payment.id }, 'webhook amount differs from the payment: not credited');
      return 'amount_mismatch';
    }
    // The card first: a subscription started by this payment then sees it (its renewals charge it).
    if (event.savedMethod) await saveMethodIn(trx, provider, payment.userId, event.savedMethod);
    const extra: JsonObject | undefined = event.providerSubscription
      ? {
          providerSubscription: {
            id: event.providerSubscription.id,
            customerRef: event.providerSubscription.customerRef,
            periodStart: event.providerSubscription.periodStart.toISOString(),
            periodEnd: event.providerSubscription.periodEnd.toISOString(),
          },
        }
      : undefined;
    if (extra) await mergePaymentMetadata(trx, payment.id, extra);
    await creditPaymentIn(trx, context, { ...payment, metadata: { ...payment.metadata, ...extra } });
    return 'credited';
  }
  if (payment.status !== 'pending') return 'ignored_after_final_status';
  const status = event.type === 'checkout.canceled' ? 'canceled' : 'failed';
  await setPaymentOutcome(trx, payment.id, status);
  return status;
}

/**
 * A provider-billed subscription's event (decision 0038). A paid invoice is money: a payment of
 * its own (one per invoice), credited like a checkout, whose purpose then pays the period from
 * the wallet. Anything else goes to the purpose named in the subscription's metadata.
 */
async function applyProviderSubscriptionEvent(
  trx: Transaction<Database>,
  context: WebhookContext,
  event: ProviderSubscriptionWebhookEvent,
): Promise<WebhookOutcome> {
  const purposeName = event.metadata.purpose;
  const purpose = purposeName ? context.purposes.find(purposeName) : undefined;
  if (!purpose?.onProviderSubscriptionEvent) {
    context.log.warn(
      { eventId: event.id, subscription: event.providerSubscriptionId },
      'subscription event of no purpose of ours',
    );
    return 'ignored';
  }
  if (event.type !== 'subscription.invoice_paid' || !event.invoice)
    return `subscription_${await purpose.onProviderSubscriptionEvent(trx, event)}`;
  const userId = event.metadata.userId;
  if (!userId || !(await userExists(trx, userId))) return 'unknown_user';
  const { invoice } = event;
  if (invoice.amount <= 0) return 'ignored';
  const payment = await insertOrFindProviderInvoicePayment(trx, {
    userId,
    provider: context.provider.name,
    providerSessionId: invoice.ref,
    amount: invoice.amount,
    currency: invoice.currency,
    purpose: purpose.name,
    metadata: {
      ...event.metadata,
      providerInvoice: {
        ref: invoice.ref,
        subscriptionId: event.providerSubscriptionId,
        periodStart: invoice.periodStart.toISOString(),
        periodEnd: invoice.periodEnd.toISOString(),
        reason: invoice.reason,
      },
    },
  });
  if (payment.status === 'succeeded') return 'already_succeeded';
  await creditPaymentIn(trx, context, payment);
  return 'credited';
}

async function userExists(trx: Transaction<Database>, userId: string): Promise<boolean> {
  return (await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}
