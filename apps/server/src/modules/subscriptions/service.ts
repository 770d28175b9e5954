import { randomUUID } from 'node:crypto';
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import { SUBSCRIPTION_PLAN_LABELS, type SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import type {
  AdminSubscriptionList,
  AdminSubscriptionsQuery,
  ChangePlanRequest,
  SubscribeRequest,
  SubscribeResponse,
  SubscriptionInvoice,
  SubscriptionOverview,
} from '@crowdspark/shared/contracts/subscriptions';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionsConfig } from '../../config.js';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { getOrCreateAccount, postTransaction, walletBalanceOf } from '../ledger/service.js';
import { startCheckout } from '../payments/service.js';
import type { PaymentProvider } from '../payments/service.js';
import { grantPromotionCredit } from '../rewards/service.js';
import { setSubscriptionSummary } from '../users/service.js';
import { monthsIn, periodEnd, unusedCredit } from './periods.js';
import {
  findSubscription,
  insertInvoice,
  invoiceBySource,
  invoicesOf,
  latestInvoice,
  lockSubscriber,
  saveSubscription,
  countSubscriptions,
  searchSubscriptions,
  type InvoiceRow,
  type SubscriptionRow,
} from './repository.js';

/**
 * Pro subscriptions (docs/product-rules.md#pro-subscription, decision 0033). Every charge moves
 * money from the subscriber's wallet to platform revenue through the ledger, in the transaction
 * that changes the subscription, records its invoice and event, and mirrors the state onto the
 * user document. Changes to one person's subscription are serialised by `lockSubscriber`.
 */

export const RENEWAL_JOB = 'subscription-renewal';
export const SUBSCRIPTION_PAYMENT_PURPOSE = 'subscription';
/** After an unpaid renewal, the wallet is tried again this often until the grace period ends. */
export const RENEWAL_RETRY_MS = 24 * 3600_000;
const INVOICES_SHOWN = 24;

export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have Pro. Change your plan or cancel it in Settings → Subscription.';
const NOT_SUBSCRIBED_MESSAGE = 'You do not have Pro.';

export interface SubscriptionTerms {
  config: SubscriptionsConfig;
  currency: string;
  standardFeePercent: number;
}

export interface SubscriptionDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  terms: SubscriptionTerms;
}

export function priceOf(terms: SubscriptionTerms, plan: SubscriptionPlan): number {
  return plan === 'pro-yearly' ? terms.config.yearlyPrice : terms.config.monthlyPrice;
}

/** Promotion credit a paid period brings: the monthly credit for each month it covers. */
export function promotionCreditOf(terms: SubscriptionTerms, plan: SubscriptionPlan): number {
  return terms.config.monthlyPromotionCredit * monthsIn(plan);
}

/** Pro's benefits hold while the subscription is active or in its grace period (past due). */
function isSubscribed(row: SubscriptionRow | undefined): row is SubscriptionRow {
  return row !== undefined && (row.status === 'active' || row.status === 'past_due');
}

/**
 * Whether the person has Pro now: the "advanced stats" flag and the lower settlement fee ask this.
 * Pass a transaction to read inside it.
 */
export async function hasActiveSubscription(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<boolean> {
  return isSubscribed(await findSubscription(db, userId));
}

function detailsOf(row: SubscriptionRow): NonNullable<SessionUser['subscriptionDetails']> {
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** Saves the row and mirrors it onto the user document, in the caller's transaction. */
async function store(trx: Transaction<Database>, row: Parameters<typeof saveSubscription>[1]): Promise<SubscriptionRow> {
  const saved = await saveSubscription(trx, row);
  await setSubscriptionSummary(trx, saved.userId, {
    hasSubscription: isSubscribed(saved),
    subscriptionDetails: detailsOf(saved),
  });
  return saved;
}

function toInvoice(row: InvoiceRow): SubscriptionInvoice {
  return {
    id: row.id,
    plan: row.plan,
    kind: row.kind,
    amount: toMinorUnits(row.amount),
    prorationCredit: toMinorUnits(row.prorationCredit),
    currency: row.currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    // The charge is a wallet transaction: the wallet's receipt is the invoice's (modules/wallet).
    receiptUrl: `/api/wallet/transactions/${row.ledgerTransactionId}/receipt`,
  };
}

export async function subscriptionOverview(
  db: Kysely<Database> | Transaction<Database>,
  terms: SubscriptionTerms,
  userId: string,
): Promise<SubscriptionOverview> {
  const row = await findSubscription(db, userId);
  const invoices = await invoicesOf(db, userId, INVOICES_SHOWN);
  return {
    plans: (['pro-monthly', 'pro-yearly'] as const).map((plan) => ({
      plan,
      price: priceOf(terms, plan),
      currency: terms.currency,
      interval: plan === 'pro-yearly' ? 'year' : 'month',
      promotionCredit: promotionCreditOf(terms, plan),
    })),
    standardFeePercent: terms.standardFeePercent,
    proFeePercent: terms.config.proFeePercent,
    graceDays: terms.config.graceDays,
    hasSubscription: isSubscribed(row),
    subscription: row ? { ...detailsOf(row), graceUntil: row.graceUntil?.toISOString() ?? null, nextPlan: row.nextPlan } : null,
    invoices: invoices.map(toInvoice),
  };
}

interface Charge {
  userId: string;
  plan: SubscriptionPlan;
  kind: InvoiceRow['kind'];
  price: number;
  prorationCredit: number;
  period: { start: Date; end: Date };
  /** Unique per charge: a job or webhook that runs twice finds its invoice and charges nothing. */
  source: string;
  paymentId?: string | null;
  createdBy: string | null;
}

/**
 * Moves the charge from the wallet to platform revenue, records the invoice and grants the
 * period's promotion credit. Throws the ledger's 422 when the wallet is too low.
 */
async function charge(trx: Transaction<Database>, terms: SubscriptionTerms, input: Charge): Promise<InvoiceRow> {
  const amount = Math.max(0, input.price - input.prorationCredit);
  const label = SUBSCRIPTION_PLAN_LABELS[input.plan];
  const until = input.period.end.toISOString().slice(0, 10);
  const wallet = await getOrCreateAccount(trx, 'user_wallet', input.userId, terms.currency);
  const revenue = await getOrCreateAccount(trx, 'platform_revenue', null, terms.currency);
  const description =
    input.prorationCredit > 0
      ? `Crowdspark ${label} until ${until} (${formatMinorUnits(input.price)} less ${formatMinorUnits(input.prorationCredit)} unused time)`
      : `Crowdspark ${label} until ${until}`;
  // A ledger transaction cannot be empty; prices are positive and a credit never reaches the
  // yearly price with the configured prices, but a configuration that made it so is refused here.
  if (amount <= 0) throw new AppError('UNPROCESSABLE', 'This plan change would cost nothing; choose another plan.');
  const posted = await postTransaction(trx, {
    type: 'subscription',
    description,
    entries: [
      { accountId: wallet, amount: -amount },
      { accountId: revenue, amount },
    ],
    paymentId: input.paymentId ?? null,
    createdBy: input.createdBy,
  });
  const invoice = await insertInvoice(trx, {
    userId: input.userId,
    plan: input.plan,
    kind: input.kind,
    amount,
    prorationCredit: input.prorationCredit,
    currency: terms.currency,
    periodStart: input.period.start,
    periodEnd: input.period.end,
    ledgerTransactionId: posted.id,
    paymentId: input.paymentId ?? null,
    source: input.source,
  });
  await grantPromotionCredit(trx, {
    source: `subscription:${invoice.id}`,
    userId: input.userId,
    amount: promotionCreditOf(terms, input.plan),
    currency: terms.currency,
  });
  return invoice;
}

/** Starts Pro now, paid from the wallet (the caller holds the subscriber lock). */
async function startIn(
  trx: Transaction<Database>,
  deps: Pick<SubscriptionDeps, 'jobs' | 'terms'>,
  input: { userId: string; plan: SubscriptionPlan; source: string; paymentId?: string | null; now: Date },
): Promise<SubscriptionRow> {
  const period = { start: input.now, end: periodEnd(input.plan, input.now) };
  const invoice = await charge(trx, deps.terms, {
    userId: input.userId,
    plan: input.plan,
    kind: 'start',
    price: priceOf(deps.terms, input.plan),
    prorationCredit: 0,
    period,
    source: input.source,
    paymentId: input.paymentId ?? null,
    createdBy: input.userId,
  });
  const row = await store(trx, {
    userId: input.userId,
    plan: input.plan,
    status: 'active',
    currency: deps.terms.currency,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: false,
    graceUntil: null,
    nextPlan: null,
    startedAt: input.now,
  });
  await scheduleRenewal(trx, deps.jobs, input.userId, period.end);
  await recordEvent(trx, {
    type: 'subscription.started',
    payload: {
      userId: input.userId,
      plan: input.plan,
      invoiceId: invoice.id,
      amount: toMinorUnits(invoice.amount),
      currency: invoice.currency,
    },
  });
  return row;
}

function scheduleRenewal(trx: Transaction<Database>, jobs: JobRunner, userId: string, runAt: Date): Promise<void> {
  return jobs.schedule(trx, { name: RENEWAL_JOB, key: `${RENEWAL_JOB}:${userId}`, runAt, payload: { userId } });
}

/**
 * POST /api/subscription: from the wallet, Pro starts at once (422 when the balance is too low);
 * by card, a checkout with the `subscription` purpose opens, and the payment's webhook starts Pro
 * (payment-purpose.ts). Someone who already has Pro gets a 409 either way.
 */
export async function subscribe(
  deps: SubscriptionDeps & { provider: PaymentProvider; publicUrl: string },
  userId: string,
  input: SubscribeRequest,
  claim: IdempotencyClaim,
): Promise<SubscribeResponse> {
  if (input.payWith === 'checkout') {
    if (await hasActiveSubscription(deps.db, userId)) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
    const price = priceOf(deps.terms, input.plan);
    const started = await startCheckout(
      deps.db,
      deps.provider,
      {
        userId,
        amount: price,
        currency: deps.terms.currency,
        purpose: SUBSCRIPTION_PAYMENT_PURPOSE,
        description: `Crowdspark ${SUBSCRIPTION_PLAN_LABELS[input.plan]}: ${formatMinorUnits(price)} ${deps.terms.currency}`,
        publicUrl: deps.publicUrl,
        metadata: { subscription: { plan: input.plan } },
      },
      claim,
    );
    return { status: 'checkout', ...started };
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockSubscriber(trx, userId);
    if (isSubscribed(await findSubscription(trx, userId))) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
    await startIn(trx, deps, { userId, plan: input.plan, source: `start:${userId}:${randomUUID()}`, now: new Date() });
    const response: SubscribeResponse = { status: 'active', overview: await subscriptionOverview(trx, deps.terms, userId) };
    await claim.completeIn(trx, { status: 201, body: response });
    return response;
  });
}

/**
 * The `subscription` payment purpose, in the webhook's transaction right after the payment reached
 * the wallet: starts Pro from that money. Someone who got Pro meanwhile (a wallet subscribe that
 * won the race) keeps the money in their wallet; the outcome is noted on the payment.
 */
export async function startAfterPayment(
  trx: Transaction<Database>,
  deps: Pick<SubscriptionDeps, 'jobs' | 'terms'>,
  payment: { id: string; userId: string; amount: number; currency: string; metadata: unknown },
  now: Date,
): Promise<JsonObject | undefined> {
  const plan = (payment.metadata as { subscription?: { plan?: unknown } } | null)?.subscription?.plan;
  if (plan !== 'pro-monthly' && plan !== 'pro-yearly') return undefined;
  await lockSubscriber(trx, payment.userId);
  if (isSubscribed(await findSubscription(trx, payment.userId)))
    return { subscriptionOutcome: { status: 'failed', message: `${ALREADY_SUBSCRIBED_MESSAGE} The money is in your wallet.` } };
  if (payment.currency !== deps.terms.currency || payment.amount < priceOf(deps.terms, plan))
    return { subscriptionOutcome: { status: 'failed', message: 'The price changed; the money is in your wallet.' } };
  await startIn(trx, deps, { userId: payment.userId, plan, source: `payment:${payment.id}`, paymentId: payment.id, now });
  return { subscriptionOutcome: { status: 'completed', message: null } };
}

async function lockedSubscription(trx: Transaction<Database>, userId: string): Promise<SubscriptionRow> {
  await lockSubscriber(trx, userId);
  const row = await findSubscription(trx, userId);
  if (!isSubscribed(row)) throw new AppError('CONFLICT', NOT_SUBSCRIBED_MESSAGE);
  return row;
}

/** Cancel at period end: Pro stays until then, and no renewal is charged. Idempotent. */
export async function cancelAtPeriodEnd(deps: SubscriptionDeps, userId: string): Promise<SubscriptionOverview> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedSubscription(trx, userId);
    if (!row.cancelAtPeriodEnd) {
      await store(trx, { ...row, cancelAtPeriodEnd: true, nextPlan: null });
      await recordEvent(trx, {
        type: 'subscription.canceled',
        payload: { userId, plan: row.plan, currentPeriodEnd: row.currentPeriodEnd.toISOString() },
      });
    }
    return subscriptionOverview(trx, deps.terms, userId);
  });
}

/** Undo a cancel before the period ends: renewals go on as before. Idempotent. */
export async function resume(deps: SubscriptionDeps, userId: string): Promise<SubscriptionOverview> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedSubscription(trx, userId);
    if (row.cancelAtPeriodEnd) {
      await store(trx, { ...row, cancelAtPeriodEnd: false });
      await recordEvent(trx, { type: 'subscription.resumed', payload: { userId, plan: row.plan } });
    }
    return subscriptionOverview(trx, deps.terms, userId);
  });
}

/**
 * Plan changes (decision 0033): monthly → yearly takes effect now, the unused part of the
 * current period's charge taken off the yearly price, and a new yearly period starts now;
 * yearly → monthly takes effect at the period end (no refund), as the next renewal's plan. Only an
 * active subscription (not in grace) changes plan; choosing the current plan again undoes a
 * scheduled switch.
 */
export async function changePlan(
  deps: SubscriptionDeps,
  userId: string,
  input: ChangePlanRequest,
  claim: IdempotencyClaim,
  now = new Date(),
): Promise<SubscriptionOverview> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedSubscription(trx, userId);
    if (row.status !== 'active')
      throw new AppError('CONFLICT', 'Top up your wallet so the unpaid renewal goes through before changing plans.');
    if (input.plan === row.plan) {
      if (row.nextPlan === null) throw new AppError('CONFLICT', `You already have ${SUBSCRIPTION_PLAN_LABELS[row.plan]}.`);
      await store(trx, { ...row, nextPlan: null });
    } else if (input.plan === 'pro-monthly') {
      await store(trx, { ...row, nextPlan: 'pro-monthly', cancelAtPeriodEnd: false });
    } else {
      const paid = await latestInvoice(trx, userId);
      const credit =
        paid && paid.periodEnd.getTime() === row.currentPeriodEnd.getTime()
          ? unusedCredit(toMinorUnits(paid.amount), { start: row.currentPeriodStart, end: row.currentPeriodEnd }, now)
          : 0;
      const period = { start: now, end: periodEnd('pro-yearly', now) };
      await charge(trx, deps.terms, {
        userId,
        plan: 'pro-yearly',
        kind: 'plan_change',
        price: priceOf(deps.terms, 'pro-yearly'),
        prorationCredit: credit,
        period,
        source: `plan_change:${userId}:${now.toISOString()}`,
        createdBy: userId,
      });
      await store(trx, {
        ...row,
        plan: 'pro-yearly',
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        cancelAtPeriodEnd: false,
        nextPlan: null,
      });
      await scheduleRenewal(trx, deps.jobs, userId, period.end);
    }
    await recordEvent(trx, { type: 'subscription.plan_changed', payload: { userId, from: row.plan, to: input.plan } });
    const overview = await subscriptionOverview(trx, deps.terms, userId);
    await claim.completeIn(trx, { status: 200, body: overview });
    return overview;
  });
}

/**
 * The renewal job at the period end (and its retries in grace). In order: a subscription canceled
 * at period end expires; otherwise the wallet pays the next period (which starts at the old end,
 * whenever it is paid); a wallet too low puts it past due with a grace period (first failure) and
 * tries again daily; when the grace period is over unpaid, it expires.
 */
export async function renewSubscription(
  trx: Transaction<Database>,
  deps: Pick<SubscriptionDeps, 'jobs' | 'terms'>,
  userId: string,
  now: Date,
): Promise<'not_subscribed' | 'not_due' | 'renewed' | 'past_due' | 'expired'> {
  await lockSubscriber(trx, userId);
  const row = await findSubscription(trx, userId);
  if (!isSubscribed(row)) return 'not_subscribed';
  if (row.currentPeriodEnd.getTime() > now.getTime()) {
    await scheduleRenewal(trx, deps.jobs, userId, row.currentPeriodEnd);
    return 'not_due';
  }
  if (row.cancelAtPeriodEnd) return expire(trx, row, 'canceled');

  const plan = row.nextPlan ?? row.plan;
  const price = priceOf(deps.terms, plan);
  const period = { start: row.currentPeriodEnd, end: periodEnd(plan, row.currentPeriodEnd) };
  const source = `renewal:${userId}:${period.start.toISOString()}`;
  if (await invoiceBySource(trx, source)) return 'renewed';
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
      await store(trx, {
        ...row,
        plan,
        status: 'active',
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        graceUntil: null,
        nextPlan: null,
      });
      await scheduleRenewal(trx, deps.jobs, userId, period.end);
      await recordEvent(trx, {
        type: 'subscription.renewed',
        payload: { userId, plan, invoiceId: invoice.id, amount: toMinorUnits(invoice.amount), currency: invoice.currency },
      });
      return 'renewed';
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      await sql`rollback to savepoint subscription_renewal`.execute(trx);
    }
  }

  const graceUntil = row.graceUntil ?? new Date(row.currentPeriodEnd.getTime() + deps.terms.config.graceDays * 24 * 3600_000);
  if (graceUntil.getTime() <= now.getTime()) return expire(trx, row, 'unpaid');
  await store(trx, { ...row, status: 'past_due', graceUntil });
  await scheduleRenewal(trx, deps.jobs, userId, new Date(Math.min(now.getTime() + RENEWAL_RETRY_MS, graceUntil.getTime())));
  await recordEvent(trx, {
    type: 'subscription.renewal_failed',
    payload: { userId, plan, amount: price, currency: deps.terms.currency, graceUntil: graceUntil.toISOString() },
  });
  return 'past_due';
}

async function expire(trx: Transaction<Database>, row: SubscriptionRow, reason: 'canceled' | 'unpaid'): Promise<'expired'> {
  await store(trx, { ...row, status: 'canceled', graceUntil: null, nextPlan: null });
  await recordEvent(trx, { type: 'subscription.expired', payload: { userId: row.userId, plan: row.plan, reason } });
  return 'expired';
}

/** The settlement's fee rule (registered on pledges' app.settlementFeeRules): Pro owners pay less. */
export function proSettlementFeeRule(terms: SubscriptionTerms) {
  return async (trx: Transaction<Database>, ownerId: string): Promise<{ percent: number; rule: string } | null> =>
    (await hasActiveSubscription(trx, ownerId)) ? { percent: terms.config.proFeePercent, rule: 'pro' } : null;
}

const ADMIN_CURSOR = 'admin-subscriptions';

/**
 * The admin portal's subscriptions overview (decision 0035): the counts by status and plan over
 * every subscription, and one keyset page of the list, narrowed by status and plan. Read only.
 */
export async function adminSubscriptionList(
  db: Kysely<Database>,
  query: AdminSubscriptionsQuery,
): Promise<AdminSubscriptionList> {
  const [rows, counted] = await Promise.all([
    searchSubscriptions(db, {
      status: query.status,
      plan: query.plan,
      after: query.cursor ? decodeDatedCursor(query.cursor, ADMIN_CURSOR) : null,
      take: query.limit + 1,
    }),
    countSubscriptions(db),
  ]);
  const counts: AdminSubscriptionList['counts'] = {
    total: 0,
    byStatus: { active: 0, past_due: 0, canceled: 0 },
    byPlan: { 'pro-monthly': 0, 'pro-yearly': 0 },
  };
  for (const { status, plan, count } of counted) {
    counts.total += count;
    counts.byStatus[status] += count;
    counts.byPlan[plan] += count;
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    counts,
    items: page.map((row) => ({
      userId: row.userId,
      displayName: row.displayName,
      email: row.email,
      plan: row.plan,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      startedAt: row.startedAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeDatedCursor(ADMIN_CURSOR, { at: last.startedAt, id: last.userId }) : null,
  };
}
