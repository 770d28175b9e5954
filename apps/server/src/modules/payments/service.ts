import type { PaymentStatusResponse } from '@crowdspark/shared/contracts/wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { recordEvent } from '../events/service.js';
import { getOrCreateAccount, postTransaction, walletBalanceOf } from '../ledger/service.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import type { PaymentProvider, WebhookEvent } from './provider.js';
import type { PaymentPurposes } from './purposes.js';
import {
  countPendingPaymentsSince,
  findUserPayment,
  insertPayment,
  insertWebhookEvent,
  lockPaymentBySession,
  markPendingPaymentFailed,
  markWebhookProcessed,
  mergePaymentMetadata,
  setPaymentOutcome,
  setProviderSession,
} from './repository.js';

export type { PaymentProvider, PayoutResult } from './provider.js';
export type { CheckoutDraft, CreditedPayment, PaymentPurpose } from './purposes.js';
export type { OpenPayout, PayoutSource } from './payout-sources.js';

export interface CheckoutRequest {
  userId: string;
  amount: number;
  currency: string;
  purpose: string;
  description: string;
  publicUrl: string;
  metadata?: JsonObject;
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
    const session = await provider.createCheckout({
      paymentId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      successUrl: `${request.publicUrl}/payment-success?payment=${paymentId}`,
      cancelUrl: `${request.publicUrl}/payment-canceled?payment=${paymentId}`,
    });
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
  | 'ignored_after_final_status';

/**
 * Applies one verified webhook event exactly once, in ONE database transaction: the event row
 * (unique per provider and event id: a redelivery finds it and does nothing), the payment's status
 * under a row lock, and the wallet credit. Rules, whatever the order of arrival:
 * - success credits the wallet once (credited_transaction_id is unique) and is final: a later
 *   cancel or failure changes nothing;
 * - success after a cancel or failure still credits: the provider says the money arrived, and
 *   refusing would lose it (e.g. an expiry event delivered late, after a retry paid);
 * - cancel or failure only change a pending payment.
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
  { provider, purposes, log }: WebhookContext,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  const eventRowId = await insertWebhookEvent(trx, {
    provider: provider.name,
    eventId: event.id,
    type: event.type,
    payload: event.payload as JsonObject,
  });
  if (!eventRowId) return 'duplicate';
  const outcome = await applyEvent();
  await markWebhookProcessed(trx, eventRowId, outcome);
  return outcome;

  async function applyEvent(): Promise<WebhookOutcome> {
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
      const note = await purposes.get(payment.purpose)?.onCredited?.(trx, {
        id: payment.id,
        userId: payment.userId,
        amount,
        currency: payment.currency,
        purpose: payment.purpose,
        metadata: payment.metadata,
        creditTransactionId: credit.id,
      });
      if (note) await mergePaymentMetadata(trx, payment.id, note);
      return 'credited';
    }
    if (payment.status !== 'pending') return 'ignored_after_final_status';
    const status = event.type === 'checkout.canceled' ? 'canceled' : 'failed';
    await setPaymentOutcome(trx, payment.id, status);
    return status;
  }
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
