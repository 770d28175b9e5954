import type { PaymentStatusResponse } from '@crowdspark/shared/contracts/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { recordEvent } from '../events/service.js';
import { getOrCreateAccount, postTransaction, walletBalanceOf } from '../ledger/service.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { isCheckoutEvent } from './provider.js';
import type {
  CheckoutWebhookEvent,
  PaymentProvider,
  ProviderSubscriptionWebhookEvent,
  SavedMethod,
  WebhookEvent,
} from './provider.js';
import type { PaymentPurposes } from './purposes.js';
import {
  chargesInGroup,
  countPendingPaymentsSince,
  deleteSavedMethod,
  findPayment,
  findPaymentCustomer,
  findSavedMethod,
  findUserPayment,
  insertOrFindProviderInvoicePayment,
  insertPayment,
  insertWebhookEvent,
  lockPayment,
  lockPaymentBySession,
  markPendingPaymentFailed,
  markWebhookProcessed,
  mergePaymentMetadata,
  setPaymentDeclined,
  setPaymentOutcome,
  setProviderReference,
  setProviderSession,
  upsertPaymentCustomer,
  upsertSavedMethod,
  type PaymentRow,
} from './repository.js';

export type { PaymentProvider, PayoutResult, ProviderSubscriptionWebhookEvent } from './provider.js';
export type { CheckoutDraft, CreditedPayment, DeclinedCharge, PaymentPurpose } from './purposes.js';
export type { OpenPayout, PayoutSource } from './payout-sources.js';

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
  recurring?: { plan: string; interval: 'month' | 'year' };
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
            userId: request.userId,
            provider: provider.name,
            amount: request.amount,
            currency: request.currency,
            purpose: request.purpose,
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

export interface WebhookContext {
  provider: PaymentProvider;
  /** A credited payment's purpose moves the money on (a pledge); registered by the modules. */
  purposes: PaymentPurposes;
  log: FastifyBaseLogger;
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
 * Credits a payment the provider says arrived (locked, not yet credited): provider clearing →
 * the payer's wallet, the payment succeeded, `payment.credited`, then its purpose moves the money
 * on in the same transaction (a pledge, a Pro period).
 */
async function creditPaymentIn(trx: Transaction<Database>, { purposes }: WebhookContext, payment: PaymentRow): Promise<void> {
  const amount = toMinorUnits(payment.amount);
  const purpose = purposes.get(payment.purpose);
  await purpose?.lockBeforeCredit?.(trx, payment);
  const clearing = await getOrCreateAccount(trx, 'provider_clearing', null, payment.currency);
  const wallet = await getOrCreateAccount(trx, 'user_wallet', payment.userId, payment.currency);
  const credit = await postTransaction(trx, {
    type: 'top_up',
    description: payment.purpose === 'top_up' ? 'Wallet top-up' : `Payment (${payment.purpose.replace(/_/g, ' ')})`,
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId: wallet, amount },
    ],
    paymentId: payment.id,
    createdBy: payment.userId,
  });
  await setPaymentOutcome(trx, payment.id, 'succeeded', credit.id);
  await recordEvent(trx, {
    type: 'payment.credited',
    payload: { paymentId: payment.id, userId: payment.userId, purpose: payment.purpose, amount, currency: payment.currency },
  });
  // A top-up stays in the wallet; a pledge's checkout makes the pledge now (same transaction).
  const note = await purpose?.onCredited?.(trx, {
    id: payment.id,
    userId: payment.userId,
    amount,
    currency: payment.currency,
    purpose: payment.purpose,
    metadata: payment.metadata,
    creditTransactionId: credit.id,
  });
  if (note) await mergePaymentMetadata(trx, payment.id, note);
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
  const purpose = purposeName ? context.purposes.get(purposeName) : undefined;
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

/** Keeps the card a person saved at the provider (replacing their earlier one), with its event. */
async function saveMethodIn(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  userId: string,
  method: SavedMethod,
): Promise<void> {
  await upsertPaymentCustomer(trx, { userId, provider: provider.name, customerRef: method.customerRef });
  const { replaced } = await upsertSavedMethod(trx, {
    userId,
    provider: provider.name,
    methodRef: method.methodRef,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
  });
  if (replaced !== method.methodRef)
    await recordEvent(trx, {
      type: 'payment_method.saved',
      payload: { userId, provider: provider.name, replaced: replaced !== null },
    });
}

/** What a person sees of their saved card (Settings → Subscription), or null. */
export interface SavedMethodSummary {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  savedAt: string;
}

export async function savedMethodOf(
  db: Kysely<Database> | Transaction<Database>,
  provider: PaymentProvider,
  userId: string,
): Promise<SavedMethodSummary | null> {
  const row = await findSavedMethod(db, userId, provider.name);
  if (!row) return null;
  return {
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    savedAt: row.createdAt.toISOString(),
  };
}

/**
 * Removes the person's saved card: first at the provider (Stripe detaches it, so it can never be
 * charged again), then here, with its event. Nothing saved: false.
 */
export async function removeSavedMethod(db: Kysely<Database>, provider: PaymentProvider, userId: string): Promise<boolean> {
  const row = await findSavedMethod(db, userId, provider.name);
  if (!row) return false;
  const customerRef = (await findPaymentCustomer(db, userId, provider.name)) ?? '';
  try {
    await provider.removeSavedMethod({ customerRef, methodRef: row.methodRef });
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider could not remove the card. Please try again in a moment.',
      undefined,
      {
        cause: error,
      },
    );
  }
  return db.transaction().execute(async (trx) => {
    // A card saved meanwhile (another tab) stays: only the one removed at the provider goes.
    if (!(await deleteSavedMethod(trx, userId, provider.name, row.methodRef))) return false;
    await recordEvent(trx, { type: 'payment_method.removed', payload: { userId, provider: provider.name } });
    return true;
  });
}

/**
 * Opens the provider's page to save a card without paying (add or replace the card for
 * renewals). The card arrives by the `method.saved` webhook; the person returns to `returnPath`.
 */
export async function startSetupCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  request: { userId: string; currency: string; publicUrl: string; returnPath: string; providerSubscriptionId: string | null },
): Promise<{ checkoutUrl: string }> {
  const customerRef = await findPaymentCustomer(db, request.userId, provider.name);
  let started: { url: string; customerRef: string };
  try {
    started = await provider.createSetupCheckout({
      userId: request.userId,
      customerRef,
      currency: request.currency,
      successUrl: `${request.publicUrl}${request.returnPath}${request.returnPath.includes('?') ? '&' : '?'}card=saved`,
      cancelUrl: `${request.publicUrl}${request.returnPath}`,
      providerSubscriptionId: request.providerSubscriptionId,
    });
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider could not open a page to save a card. Please try again in a moment.',
      undefined,
      {
        cause: error,
      },
    );
  }
  if (started.customerRef !== customerRef)
    await upsertPaymentCustomer(db, { userId: request.userId, provider: provider.name, customerRef: started.customerRef });
  return { checkoutUrl: started.url };
}

export interface SavedMethodChargeRequest {
  userId: string;
  amount: number;
  currency: string;
  purpose: string;
  description: string;
  /** What the charges belong to (a renewal): attempts are counted, and found again, by it. */
  group: string;
  metadata: JsonObject;
}

/** One charge to a saved card, as its payment row says. */
export interface SavedMethodChargeState {
  paymentId: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  failureReason: string | null;
}

/** The charges made to a saved card for one group (a renewal's attempts), oldest first. */
export async function savedMethodChargesOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  group: string,
): Promise<SavedMethodChargeState[]> {
  return (await chargesInGroup(db, userId, group)).map((row) => ({
    paymentId: row.id,
    status: row.status,
    failureReason: row.failureReason,
  }));
}

/**
 * Records, in the caller's transaction, the next attempt to charge the person's saved card for
 * `group` (decision 0038): a pending payment whose `charge_reference` (`<group>#<attempt>`) is the
 * idempotency key the provider is called with. Nothing is asked of the provider here: the caller
 * commits, then calls `settleSavedMethodCharge` (outside any transaction). Null when no card is saved.
 */
export async function openSavedMethodCharge(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  request: SavedMethodChargeRequest,
): Promise<{ paymentId: string; card: { brand: string; last4: string } } | null> {
  const method = await findSavedMethod(trx, request.userId, provider.name);
  if (!method) return null;
  const attempt = (await chargesInGroup(trx, request.userId, request.group)).length + 1;
  const { id } = await insertPayment(trx, {
    userId: request.userId,
    provider: provider.name,
    amount: request.amount,
    currency: request.currency,
    purpose: request.purpose,
    chargeReference: `${request.group}#${attempt}`,
    metadata: {
      ...request.metadata,
      chargeGroup: request.group,
      description: request.description,
      card: { brand: method.brand, last4: method.last4 },
    },
  });
  return { paymentId: id, card: { brand: method.brand, last4: method.last4 } };
}

export type SavedMethodChargeOutcome = 'credited' | 'declined' | 'already_final';

/**
 * Charges a pending saved-card payment at the provider, outside any transaction, then records the
 * outcome in a transaction of its own under the payment's row lock: paid → credited like a checkout
 * (the purpose pays from the wallet in the same transaction); declined → failed with the
 * provider's reason, and the purpose's `onDeclined`. Safe to run twice, also at once: the provider
 * answers the same idempotency key with the same charge, and the second recording finds the
 * payment final. A provider that cannot be reached throws; the payment stays pending for the
 * caller's next try (same key).
 */
export async function settleSavedMethodCharge(
  db: Kysely<Database>,
  context: WebhookContext,
  paymentId: string,
): Promise<SavedMethodChargeOutcome> {
  const payment = await findPayment(db, paymentId);
  if (!payment?.chargeReference || payment.status !== 'pending') return 'already_final';
  const method = await findSavedMethod(db, payment.userId, context.provider.name);
  const customerRef = await findPaymentCustomer(db, payment.userId, context.provider.name);
  const amount = toMinorUnits(payment.amount);
  const result =
    method && customerRef
      ? await context.provider.chargeSavedMethod(
          {
            idempotencyKey: payment.chargeReference,
            customerRef,
            methodRef: method.methodRef,
            amount,
            currency: payment.currency,
            description: typeof payment.metadata.description === 'string' ? payment.metadata.description : payment.purpose,
            paymentId: payment.id,
          },
          { db },
        )
      : ({ status: 'declined', providerChargeId: null, reason: 'No card is saved any more.' } as const);
  return db.transaction().execute(async (trx) => {
    const locked = await lockPayment(trx, paymentId);
    if (!locked || locked.status !== 'pending') return 'already_final';
    if (result.providerChargeId) await setProviderReference(trx, paymentId, result.providerChargeId);
    if (result.status === 'paid') {
      if (result.amount !== amount || result.currency !== locked.currency) {
        context.log.error({ paymentId }, 'saved-card charge amount differs from the payment: not credited');
        await setPaymentDeclined(trx, paymentId, 'The charged amount differs from the renewal; support will look into it.');
        return 'declined';
      }
      await creditPaymentIn(trx, context, locked);
      return 'credited';
    }
    await setPaymentDeclined(trx, paymentId, result.reason);
    await context.purposes.get(locked.purpose)?.onDeclined?.(trx, {
      id: locked.id,
      userId: locked.userId,
      amount,
      currency: locked.currency,
      purpose: locked.purpose,
      metadata: locked.metadata,
      reason: result.reason,
    });
    return 'declined';
  });
}

/** A payment of the signed-in user, with their wallet balance in its currency (the return pages show both). */
export async function getPaymentStatus(
  db: Kysely<Database>,
  purposes: PaymentPurposes,
  userId: string,
  paymentId: string,
): Promise<PaymentStatusResponse> {
  const payment = await findUserPayment(db, paymentId, userId);
  if (!payment) throw new AppError('NOT_FOUND', 'No payment of yours has this id.');
  const balance = await walletBalanceOf(db, userId, payment.currency);
  const pledgeOf = purposes.get(payment.purpose)?.pledgeOf;
  return {
    id: payment.id,
    status: payment.status,
    amount: toMinorUnits(payment.amount),
    currency: payment.currency,
    purpose: payment.purpose,
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    balance: { amount: balance, currency: payment.currency },
    pledge: pledgeOf ? await pledgeOf(db, payment.metadata) : null,
  };
}

export const PENDING_TOP_UP_BLOCKS_DELETION = 'A top-up is still being processed: wait until it completes.';

/** A checkout still waiting for the provider this recently may yet credit the wallet. */
const PENDING_PAYMENT_WINDOW_MS = 24 * 3600_000;

/**
 * Hook before account deletion: a payment opened in the last day and not answered yet may still
 * credit money, so the account waits for it. Older pending checkouts are abandoned.
 */
export async function pendingPaymentBlockingDeletion(trx: Kysely<Database>, userId: string): Promise<string | null> {
  const since = new Date(Date.now() - PENDING_PAYMENT_WINDOW_MS);
  return (await countPendingPaymentsSince(trx, userId, since)) > 0 ? PENDING_TOP_UP_BLOCKS_DELETION : null;
}
