// The `subscription-renewal` job: wallet first, then the saved card (charged after commit), then grace.
import { SUBSCRIPTION_PLAN_LABELS } from '@crowdspark/shared/constants/subscriptions';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { walletBalanceOf } from '../ledger/service.js';
import { openSavedMethodCharge, savedMethodChargesOf, settleSavedMethodCharge } from '../payments/service.js';
import type { SavedMethodChargeOutcome, WebhookContext } from '../payments/service.js';
import { charge } from './charges.js';
import { periodEnd } from './periods.js';
import { markUnpaid, renewed } from './renewal-results.js';
import { findSubscription, invoiceBySource, lockSubscriber, tryLockSubscriber, type SubscriptionRow } from './repository.js';
import {
  CARD_CHARGE_CHECK_MS,
  expire,
  isSubscribed,
  priceOf,
  RENEWAL_BUSY_RETRY_MS,
  renewalSourceOf,
  scheduleProviderCancel,
  scheduleRenewal,
  SUBSCRIPTION_PAYMENT_PURPOSE,
  type SubscriptionDeps,
  type TxDeps,
} from './rules.js';

export type RenewalOutcome =
  'busy' | 'not_subscribed' | 'not_due' | 'renewed' | 'charging_card' | 'awaiting_provider' | 'past_due' | 'expired';

export interface RenewalRun {
  outcome: RenewalOutcome;
  /** A charge to the saved card to make once the caller's transaction has committed (settleCardCharge). */
  cardCharge?: string;
}

/**
 * The renewal job at the period end (and its retries in grace), in the job's transaction
 * (decisions 0033, 0038). In order: a subscription canceled at period end expires; the wallet pays
 * the next period (which starts at the old end, whenever it is paid) if it can; otherwise the saved
 * card is charged: a pending payment is recorded here and `cardCharge` names it, for the caller to
 * charge after commit (never a provider call inside this transaction); with no card, the renewal
 * goes past due with a grace period (first failure) and is tried again daily, and once the grace
 * period is over unpaid, Pro expires. A Stripe-billed subscription is renewed by Stripe: the job
 * only waits for its webhooks, and ends it when the grace period passes unpaid.
 */
export async function renewSubscription(
  trx: Transaction<Database>,
  deps: TxDeps & { payments: Pick<WebhookContext, 'provider'> },
  userId: string,
  now: Date,
  options: { claimedJob?: boolean } = {},
): Promise<RenewalRun> {
  if (options.claimedJob) {
    // The job's claim holds its row; whoever holds the subscriber may be about to reschedule that
    // row, so the job never waits here: it comes back a few seconds later.
    if (!(await tryLockSubscriber(trx, userId))) {
      await scheduleRenewal(trx, deps.jobs, userId, new Date(now.getTime() + RENEWAL_BUSY_RETRY_MS));
      return { outcome: 'busy' };
    }
  } else await lockSubscriber(trx, userId);
  const row = await findSubscription(trx, userId);
  if (!isSubscribed(row)) return { outcome: 'not_subscribed' };
  if (row.currentPeriodEnd.getTime() > now.getTime()) {
    await scheduleRenewal(trx, deps.jobs, userId, row.currentPeriodEnd);
    return { outcome: 'not_due' };
  }
  if (row.billing === 'provider')
    return { outcome: row.cancelAtPeriodEnd ? await expire(trx, row, 'canceled') : await awaitProvider(trx, deps, row, now) };

  const source = renewalSourceOf(row);
  if (await invoiceBySource(trx, source)) return { outcome: 'renewed' };
  // A charge to the card already on its way (its settling step died, or runs right now): ask again,
  // same key, before anything else, so money the provider may have taken is always recorded.
  const pending = (await savedMethodChargesOf(trx, userId, source)).find((c) => c.status === 'pending');
  if (pending) {
    await scheduleRenewal(trx, deps.jobs, userId, new Date(now.getTime() + CARD_CHARGE_CHECK_MS));
    return { outcome: 'charging_card', cardCharge: pending.paymentId };
  }
  if (row.cancelAtPeriodEnd) return { outcome: await expire(trx, row, 'canceled') };

  const plan = row.nextPlan ?? row.plan;
  const price = priceOf(deps.terms, plan);
  const period = { start: row.currentPeriodEnd, end: periodEnd(plan, row.currentPeriodEnd) };

  // Wallet first (decision 0033).
  if ((await walletBalanceOf(trx, userId, deps.terms.currency)) >= price) {
    await sql`savepoint subscription_renewal`.execute(trx);
    try {
      const invoice = await charge(trx, deps.terms, {
        userId,
        plan,
        kind: 'renewal',
        price,
        prorationCredit: 0,
        period,
        source,
        createdBy: null,
      });
      await sql`release savepoint subscription_renewal`.execute(trx);
      await renewed(trx, deps, row, plan, period, invoice, 'wallet');
      return { outcome: 'renewed' };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      await sql`rollback to savepoint subscription_renewal`.execute(trx);
    }
  }

  // Then the saved card (decision 0038): recorded now, charged after commit.
  const opened = await openSavedMethodCharge(trx, deps.payments.provider, {
    userId,
    amount: price,
    currency: deps.terms.currency,
    purpose: SUBSCRIPTION_PAYMENT_PURPOSE,
    description: `Crowdspark ${SUBSCRIPTION_PLAN_LABELS[plan]} renewal until ${period.end.toISOString().slice(0, 10)}`,
    group: source,
    metadata: {
      subscription: { plan, renewal: source, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString() },
    },
  });
  if (opened) {
    await scheduleRenewal(trx, deps.jobs, userId, new Date(now.getTime() + CARD_CHARGE_CHECK_MS));
    return { outcome: 'charging_card', cardCharge: opened.paymentId };
  }
  return { outcome: await markUnpaid(trx, deps, row, { plan, amount: price, now, reason: 'wallet_short' }) };
}

/**
 * A Stripe-billed subscription at its period end: Stripe charges the card and tells us by webhook.
 * Until the grace end we wait; a period still unpaid then ends Pro here and at Stripe.
 */
async function awaitProvider(
  trx: Transaction<Database>,
  deps: TxDeps,
  row: SubscriptionRow,
  now: Date,
): Promise<'awaiting_provider' | 'expired'> {
  const graceUntil = row.graceUntil ?? new Date(row.currentPeriodEnd.getTime() + deps.terms.config.graceDays * 24 * 3600_000);
  if (graceUntil.getTime() > now.getTime()) {
    await scheduleRenewal(trx, deps.jobs, row.userId, graceUntil);
    return 'awaiting_provider';
  }
  if (row.providerSubscriptionId) await scheduleProviderCancel(trx, deps.jobs, row.providerSubscriptionId);
  return expire(trx, row, 'unpaid');
}

/**
 * Charges the saved card for a renewal the job recorded (`RenewalRun.cardCharge`), after the job's
 * transaction has committed: payments asks the provider (idempotency key = the payment's charge
 * reference) and records the outcome, which comes back here through the purpose (paid:
 * completeCardRenewal; declined: cardDeclined).
 */
export function settleCardCharge(
  db: Kysely<Database>,
  payments: WebhookContext,
  paymentId: string,
): Promise<SavedMethodChargeOutcome> {
  return settleSavedMethodCharge(db, payments, paymentId);
}

/**
 * One renewal run now, outside the job runner (DEV_TOOLS' "renew now", tests): the job's
 * transaction, then the card charge it opened. `asOf` is the clock the renewal sees.
 */
export async function runRenewal(
  deps: SubscriptionDeps,
  userId: string,
  asOf: Date,
): Promise<{ outcome: RenewalOutcome; card: SavedMethodChargeOutcome | null }> {
  const run = await deps.db.transaction().execute((trx) => renewSubscription(trx, deps, userId, asOf));
  const card = run.cardCharge ? await settleCardCharge(deps.db, deps.payments, run.cardCharge) : null;
  return { outcome: run.outcome, card };
}
