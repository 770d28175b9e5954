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
import {
  openSavedMethodCharge,
  removeSavedMethod,
  savedMethodChargesOf,
  savedMethodOf,
  settleSavedMethodCharge,
  startCheckout,
  startSetupCheckout,
} from '../payments/service.js';
import type {
  DeclinedCharge,
  PaymentProvider,
  ProviderSubscriptionWebhookEvent,
  SavedMethodChargeOutcome,
  WebhookContext,
} from '../payments/service.js';
import { grantPromotionCredit } from '../rewards/service.js';
import { setSubscriptionSummary } from '../users/service.js';
import { monthsIn, periodEnd, unusedCredit } from './periods.js';
import {
  endSubscriptionNow,
  findSubscription,
  findSubscriptionByProviderId,
  insertInvoice,
  invoiceBySource,
  invoicesOf,
  latestInvoice,
  lockSubscriber,
  saveSubscription,
  tryLockSubscriber,
  countSubscriptions,
  searchSubscriptions,
  type InvoiceRow,
  type SubscriptionRow,
} from './repository.js';

/**
 * Pro subscriptions (docs/product-rules.md#pro-subscription, decisions 0033 and 0038). Every
 * charge moves money from the subscriber's wallet to platform revenue through the ledger, in the
 * transaction that changes the subscription, records its invoice and event, and mirrors the state
 * onto the user document; card money (a checkout, the saved card, a Stripe invoice) reaches the
 * wallet first in that same transaction. Changes to one person's subscription are serialised by
 * `lockSubscriber`.
 */

export const RENEWAL_JOB = 'subscription-renewal';
/** Ends a provider's subscription (Stripe) we no longer honour: unpaid past grace, a duplicate, a deleted account. */
export const PROVIDER_CANCEL_JOB = 'subscription-provider-cancel';
export const SUBSCRIPTION_PAYMENT_PURPOSE = 'subscription';
/** After an unpaid renewal, the wallet (then the saved card) is tried again this often until the grace period ends. */
export const RENEWAL_RETRY_MS = 24 * 3600_000;
/**
 * A charge to the saved card is made right after the job's transaction commits; should that step
 * die, the job runs again this much later and asks the provider again with the same key.
 */
export const CARD_CHARGE_CHECK_MS = 10 * 60_000;
/** The renewal job found the subscriber busy (a request or webhook changing it): it runs again this much later. */
export const RENEWAL_BUSY_RETRY_MS = 5_000;
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
  /** The payment provider, with what settles its charges (payments' purposes, the log). */
  payments: WebhookContext;
}

/** What runs inside a payment's or job's transaction needs no database handle of its own. */
type TxDeps = Pick<SubscriptionDeps, 'jobs' | 'terms'>;

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

/**
 * For notifications: whether the person's renewal is unpaid now (past due, in its grace period).
 * Its dunning event may arrive after a top-up paid the renewal (decision 0050).
 */
export async function isRenewalUnpaid(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<boolean> {
  return (await findSubscription(db, userId))?.status === 'past_due';
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
    // Paid through a payment (a checkout, a saved card, the provider's subscription) or from the wallet alone.
    paidWith: row.paymentId ? 'card' : 'wallet',
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
  provider: PaymentProvider,
  userId: string,
): Promise<SubscriptionOverview> {
  const row = await findSubscription(db, userId);
  const invoices = await invoicesOf(db, userId, INVOICES_SHOWN);
  const method = await savedMethodOf(db, provider, userId);
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
    cardBilling: provider.billing ? 'provider' : 'platform',
    hasSubscription: isSubscribed(row),
    subscription: row
      ? { ...detailsOf(row), graceUntil: row.graceUntil?.toISOString() ?? null, nextPlan: row.nextPlan, billing: row.billing }
      : null,
    paymentMethod: method
      ? { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear }
      : null,
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

/**
 * Starts Pro now, paid from the wallet (the caller holds the subscriber lock). `provider`: a
 * subscription the payment provider bills (Stripe), with its own period.
 */
async function startIn(
  trx: Transaction<Database>,
  deps: TxDeps,
  input: {
    userId: string;
    plan: SubscriptionPlan;
    source: string;
    paymentId?: string | null;
    now: Date;
    provider?: { subscriptionId: string; periodStart: Date; periodEnd: Date };
  },
): Promise<SubscriptionRow> {
  const period = input.provider
    ? { start: input.provider.periodStart, end: input.provider.periodEnd }
    : { start: input.now, end: periodEnd(input.plan, input.now) };
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
    billing: input.provider ? 'provider' : 'platform',
    providerSubscriptionId: input.provider?.subscriptionId ?? null,
    providerUpdatedAt: null,
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

/** Tells the provider to end a subscription of theirs, by a durable job (retried), after this transaction commits. */
function scheduleProviderCancel(
  trx: Kysely<Database> | Transaction<Database>,
  jobs: JobRunner,
  providerSubscriptionId: string,
): Promise<void> {
  return jobs.schedule(trx, {
    name: PROVIDER_CANCEL_JOB,
    key: `${PROVIDER_CANCEL_JOB}:${providerSubscriptionId}`,
    runAt: new Date(),
    payload: { providerSubscriptionId },
  });
}

/** The invoice source of the renewal due at the end of the row's current period (one charge per period). */
function renewalSourceOf(row: SubscriptionRow): string {
  return `renewal:${row.userId}:${row.currentPeriodEnd.toISOString()}`;
}

/**
 * POST /api/subscription: from the wallet, Pro starts at once (422 when the balance is too low);
 * by card, a checkout with the `subscription` purpose opens, and the payment's webhook starts Pro
 * (payment-purpose.ts). Someone who already has Pro gets a 409 either way.
 */
export async function subscribe(
  deps: SubscriptionDeps & { publicUrl: string },
  userId: string,
  input: SubscribeRequest,
  claim: IdempotencyClaim,
): Promise<SubscribeResponse> {
  if (input.payWith === 'checkout') {
    if (await hasActiveSubscription(deps.db, userId)) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
    const price = priceOf(deps.terms, input.plan);
    // Decision 0038: a provider that bills subscriptions (Stripe) starts one of its own, renewed by
    // it; otherwise (the sandbox) the card paid with is saved, and our renewal job charges it
    // when the wallet cannot pay.
    const started = await startCheckout(
      deps.db,
      deps.payments.provider,
      {
        userId,
        amount: price,
        currency: deps.terms.currency,
        purpose: SUBSCRIPTION_PAYMENT_PURPOSE,
        description: `Crowdspark ${SUBSCRIPTION_PLAN_LABELS[input.plan]}: ${formatMinorUnits(price)} ${deps.terms.currency}`,
        publicUrl: deps.publicUrl,
        metadata: { subscription: { plan: input.plan } },
        ...(deps.payments.provider.billing
          ? { recurring: { plan: input.plan, interval: input.plan === 'pro-yearly' ? ('year' as const) : ('month' as const) } }
          : { saveMethod: true }),
      },
      claim,
    );
    return { status: 'checkout', ...started };
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockSubscriber(trx, userId);
    if (isSubscribed(await findSubscription(trx, userId))) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
    await startIn(trx, deps, { userId, plan: input.plan, source: `start:${userId}:${randomUUID()}`, now: new Date() });
    const response: SubscribeResponse = {
      status: 'active',
      overview: await subscriptionOverview(trx, deps.terms, deps.payments.provider, userId),
    };
    await claim.completeIn(trx, { status: 201, body: response });
    return response;
  });
}

/**
 * The `subscription` payment purpose, in the webhook's (or charge's) transaction right after the
 * payment reached the wallet: a renewal charged to the saved card, a period the provider's
 * subscription billed, or Pro starting from that money. Someone who got Pro meanwhile (a wallet
 * subscribe that won the race) keeps the money in their wallet; the outcome is noted on the
 * payment (and a provider subscription started twice is ended at the provider).
 */
export async function startAfterPayment(
  trx: Transaction<Database>,
  deps: TxDeps,
  payment: { id: string; userId: string; amount: number; currency: string; metadata: unknown },
  now: Date,
): Promise<JsonObject | undefined> {
  const metadata = (payment.metadata ?? {}) as PaymentMetadata;
  if (metadata.providerInvoice) return renewFromProviderInvoice(trx, deps, payment, metadata.providerInvoice, now);
  if (metadata.chargeGroup) return completeCardRenewal(trx, deps, payment, metadata);
  const plan = metadata.subscription?.plan;
  if (plan !== 'pro-monthly' && plan !== 'pro-yearly') return undefined;
  const provider = metadata.providerSubscription;
  await lockSubscriber(trx, payment.userId);
  if (isSubscribed(await findSubscription(trx, payment.userId))) {
    if (provider) await scheduleProviderCancel(trx, deps.jobs, provider.id);
    return { subscriptionOutcome: { status: 'failed', message: `${ALREADY_SUBSCRIBED_MESSAGE} The money is in your wallet.` } };
  }
  if (payment.currency !== deps.terms.currency || payment.amount < priceOf(deps.terms, plan)) {
    if (provider) await scheduleProviderCancel(trx, deps.jobs, provider.id);
    return { subscriptionOutcome: { status: 'failed', message: 'The price changed; the money is in your wallet.' } };
  }
  await startIn(trx, deps, {
    userId: payment.userId,
    plan,
    source: `payment:${payment.id}`,
    paymentId: payment.id,
    now,
    ...(provider
      ? {
          provider: {
            subscriptionId: provider.id,
            periodStart: new Date(provider.periodStart),
            periodEnd: new Date(provider.periodEnd),
          },
        }
      : {}),
  });
  return { subscriptionOutcome: { status: 'completed', message: null } };
}

/** What this module (and payments, for provider events) puts in a `subscription` payment's metadata. */
interface PaymentMetadata {
  subscription?: { plan?: unknown; renewal?: string; periodStart?: string; periodEnd?: string };
  /** Set by payments on a charge to the saved card: the renewal it pays (its invoice source). */
  chargeGroup?: string;
  providerSubscription?: { id: string; customerRef: string; periodStart: string; periodEnd: string };
  providerInvoice?: { ref: string; subscriptionId: string; periodStart: string; periodEnd: string };
  plan?: string;
}

/**
 * A renewal period a provider payment paid (the saved card, or the provider's own subscription):
 * that money reached the wallet in this transaction and pays the period now, invoiced once per
 * `source` and linked to the payment.
 */
function chargeProviderPaidPeriod(
  trx: Transaction<Database>,
  terms: SubscriptionTerms,
  userId: string,
  plan: Charge['plan'],
  period: Charge['period'],
  source: string,
  payment: { id: string; amount: number },
): Promise<InvoiceRow> {
  return charge(trx, terms, {
    userId,
    plan,
    kind: 'renewal',
    price: payment.amount,
    prorationCredit: 0,
    period,
    source,
    paymentId: payment.id,
    createdBy: null,
  });
}

/**
 * A renewal the saved card paid (decision 0038): the money reached the wallet in this
 * transaction; the period is charged from it now, unless the renewal is no longer due (then the
 * money stays in the wallet, noted on the payment).
 */
async function completeCardRenewal(
  trx: Transaction<Database>,
  deps: TxDeps,
  payment: { id: string; userId: string; amount: number; currency: string },
  metadata: PaymentMetadata,
): Promise<JsonObject> {
  await lockSubscriber(trx, payment.userId);
  const row = await findSubscription(trx, payment.userId);
  const source = metadata.chargeGroup ?? '';
  const plan = metadata.subscription?.plan;
  const start = metadata.subscription?.periodStart;
  const end = metadata.subscription?.periodEnd;
  const stale =
    !isSubscribed(row) ||
    row.billing !== 'platform' ||
    renewalSourceOf(row) !== source ||
    (plan !== 'pro-monthly' && plan !== 'pro-yearly') ||
    !start ||
    !end ||
    (await invoiceBySource(trx, source)) !== undefined;
  if (stale)
    return { subscriptionOutcome: { status: 'failed', message: 'This renewal was no longer due; the money is in your wallet.' } };
  const period = { start: new Date(start), end: new Date(end) };
  const invoice = await chargeProviderPaidPeriod(trx, deps.terms, row.userId, plan, period, source, payment);
  await renewed(trx, deps, row, plan, period, invoice, 'card');
  return { subscriptionOutcome: { status: 'completed', message: null } };
}

/**
 * A period the provider's subscription billed (Stripe `invoice.paid`): the money reached the wallet
 * in this transaction and pays that period now (source `provider-invoice:<id>`, so it is charged
 * once). The provider's word wins: a subscription that had ended here (unpaid) is active again
 * for the period it paid.
 */
async function renewFromProviderInvoice(
  trx: Transaction<Database>,
  deps: TxDeps,
  payment: { id: string; userId: string; amount: number; currency: string },
  invoiceRef: NonNullable<PaymentMetadata['providerInvoice']>,
  now: Date,
): Promise<JsonObject> {
  await lockSubscriber(trx, payment.userId);
  const row = await findSubscription(trx, payment.userId);
  if (!row || row.providerSubscriptionId !== invoiceRef.subscriptionId)
    return {
      subscriptionOutcome: {
        status: 'failed',
        message: 'No Pro subscription of yours matches this invoice; the money is in your wallet.',
      },
    };
  const source = `provider-invoice:${invoiceRef.ref}`;
  if (await invoiceBySource(trx, source)) return { subscriptionOutcome: { status: 'completed', message: null } };
  const plan = row.plan;
  const period = { start: new Date(invoiceRef.periodStart), end: new Date(invoiceRef.periodEnd) };
  const invoice = await chargeProviderPaidPeriod(trx, deps.terms, row.userId, plan, period, source, payment);
  if (period.end.getTime() > row.currentPeriodEnd.getTime() && period.end.getTime() > now.getTime())
    await renewed(trx, deps, row, plan, period, invoice, 'card');
  return { subscriptionOutcome: { status: 'completed', message: null } };
}

/** The row after a paid renewal: active for `period`, the next renewal scheduled, `subscription.renewed`. */
async function renewed(
  trx: Transaction<Database>,
  deps: TxDeps,
  row: SubscriptionRow,
  plan: SubscriptionPlan,
  period: { start: Date; end: Date },
  invoice: InvoiceRow,
  paidWith: 'wallet' | 'card',
): Promise<void> {
  await store(trx, {
    ...row,
    plan,
    status: 'active',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    graceUntil: null,
    nextPlan: null,
  });
  await scheduleRenewal(trx, deps.jobs, row.userId, period.end);
  await recordEvent(trx, {
    type: 'subscription.renewed',
    payload: {
      userId: row.userId,
      plan,
      invoiceId: invoice.id,
      amount: toMinorUnits(invoice.amount),
      currency: invoice.currency,
      paidWith,
    },
  });
}

async function lockedSubscription(trx: Transaction<Database>, userId: string): Promise<SubscriptionRow> {
  await lockSubscriber(trx, userId);
  const row = await findSubscription(trx, userId);
  if (!isSubscribed(row)) throw new AppError('CONFLICT', NOT_SUBSCRIBED_MESSAGE);
  return row;
}

/**
 * Tells a provider-billed subscription's provider first (Stripe: cancel_at_period_end), outside
 * any transaction, so a provider that cannot be reached changes nothing here (503); its webhook
 * confirming the change then finds it already made.
 */
async function tellProvider(deps: SubscriptionDeps, userId: string, cancel: boolean): Promise<void> {
  const row = await findSubscription(deps.db, userId);
  const billing = deps.payments.provider.billing;
  if (!isSubscribed(row) || row.billing !== 'provider' || !row.providerSubscriptionId || !billing) return;
  if (row.cancelAtPeriodEnd === cancel) return;
  try {
    await billing.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider could not be reached. Please try again in a moment.',
      undefined,
      {
        cause: error,
      },
    );
  }
}

/** Cancel at period end: Pro stays until then, and no renewal is charged. Idempotent. */
export async function cancelAtPeriodEnd(deps: SubscriptionDeps, userId: string): Promise<SubscriptionOverview> {
  await tellProvider(deps, userId, true);
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedSubscription(trx, userId);
    if (!row.cancelAtPeriodEnd) {
      await store(trx, { ...row, cancelAtPeriodEnd: true, nextPlan: null, ...providerChangedNow(row) });
      await recordEvent(trx, {
        type: 'subscription.canceled',
        payload: { userId, plan: row.plan, currentPeriodEnd: row.currentPeriodEnd.toISOString() },
      });
    }
    return subscriptionOverview(trx, deps.terms, deps.payments.provider, userId);
  });
}

/** Undo a cancel before the period ends: renewals go on as before. Idempotent. */
export async function resume(deps: SubscriptionDeps, userId: string): Promise<SubscriptionOverview> {
  await tellProvider(deps, userId, false);
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedSubscription(trx, userId);
    if (row.cancelAtPeriodEnd) {
      await store(trx, { ...row, cancelAtPeriodEnd: false, ...providerChangedNow(row) });
      await recordEvent(trx, { type: 'subscription.resumed', payload: { userId, plan: row.plan } });
    }
    return subscriptionOverview(trx, deps.terms, deps.payments.provider, userId);
  });
}

/** A change we made at the provider: its webhooks about older states are stale from now on. */
function providerChangedNow(row: SubscriptionRow): Partial<SubscriptionRow> {
  return row.billing === 'provider' ? { providerUpdatedAt: new Date() } : {};
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
    // Decision 0038: a plan change of a Stripe-billed subscription would need Stripe's own proration; not offered.
    if (row.billing === 'provider')
      throw new AppError(
        'CONFLICT',
        'Your Pro is billed to your card by Stripe: to switch plans, cancel it and subscribe to the other plan when it ends.',
      );
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
    const overview = await subscriptionOverview(trx, deps.terms, deps.payments.provider, userId);
    await claim.completeIn(trx, { status: 200, body: overview });
    return overview;
  });
}

/** The purpose's lock before a credit moves wallet money: the subscriber's, as every change here takes first. */
export function lockSubscriberForCredit(trx: Transaction<Database>, userId: string): Promise<void> {
  return lockSubscriber(trx, userId);
}

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
 * A renewal that could not be paid: past due until the grace end (the period end +
 * SUBSCRIPTION_GRACE_DAYS), tried again daily (Stripe-billed: Stripe retries, we wait for the
 * grace end), `subscription.renewal_failed` each time (the dunning notice and mail); after the
 * grace end, Pro expires.
 */
async function markUnpaid(
  trx: Transaction<Database>,
  deps: TxDeps,
  row: SubscriptionRow,
  input: { plan: SubscriptionPlan; amount: number; now: Date; reason: 'wallet_short' | 'card_declined' },
): Promise<'past_due' | 'expired'> {
  const graceUntil = row.graceUntil ?? new Date(row.currentPeriodEnd.getTime() + deps.terms.config.graceDays * 24 * 3600_000);
  if (graceUntil.getTime() <= input.now.getTime()) {
    if (row.billing === 'provider' && row.providerSubscriptionId)
      await scheduleProviderCancel(trx, deps.jobs, row.providerSubscriptionId);
    return expire(trx, row, 'unpaid');
  }
  await store(trx, { ...row, status: 'past_due', graceUntil });
  const retryAt =
    row.billing === 'provider' ? graceUntil : new Date(Math.min(input.now.getTime() + RENEWAL_RETRY_MS, graceUntil.getTime()));
  await scheduleRenewal(trx, deps.jobs, row.userId, retryAt);
  await recordEvent(trx, {
    type: 'subscription.renewal_failed',
    payload: {
      userId: row.userId,
      plan: input.plan,
      amount: input.amount,
      currency: deps.terms.currency,
      graceUntil: graceUntil.toISOString(),
      reason: input.reason,
    },
  });
  return 'past_due';
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
  payments: WebhookContext,
  db: Kysely<Database>,
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
  const card = run.cardCharge ? await settleCardCharge(deps.payments, deps.db, run.cardCharge) : null;
  return { outcome: run.outcome, card };
}

/**
 * DEV_TOOLS (never in production by default): renew the current period now, as the job would at
 * its end, wallet first, then the saved card. The next period starts at the current end, as
 * always, so nothing in the money records pretends time passed. A past-due renewal is retried.
 */
export async function renewNowForDevTools(deps: SubscriptionDeps, userId: string, now: Date) {
  const row = await findSubscription(deps.db, userId);
  if (!isSubscribed(row)) throw new AppError('CONFLICT', 'This person has no Pro subscription to renew.');
  const asOf = row.currentPeriodEnd.getTime() > now.getTime() ? row.currentPeriodEnd : now;
  const result = await runRenewal(deps, userId, asOf);
  const after = await findSubscription(deps.db, userId);
  return { ...result, status: after?.status ?? 'canceled' };
}

/**
 * The purpose's `onDeclined`: the saved card refused a renewal. Past due (or expired after the
 * grace end) as with an empty wallet, with the reason in the dunning notice.
 */
export async function cardDeclined(trx: Transaction<Database>, deps: TxDeps, declined: DeclinedCharge, now: Date): Promise<void> {
  const metadata = declined.metadata as PaymentMetadata;
  await lockSubscriber(trx, declined.userId);
  const row = await findSubscription(trx, declined.userId);
  const plan = metadata.subscription?.plan;
  // Paid meanwhile, canceled or ended: the decline changes nothing.
  if (!isSubscribed(row) || row.billing !== 'platform' || renewalSourceOf(row) !== metadata.chargeGroup) return;
  if (plan !== 'pro-monthly' && plan !== 'pro-yearly') return;
  await markUnpaid(trx, deps, row, { plan, amount: declined.amount, now, reason: 'card_declined' });
}

/**
 * The purpose's `onProviderSubscriptionEvent` (Stripe Billing webhooks, exactly once per event id,
 * decision 0038): a failed invoice → past due with our grace period and dunning; a change of
 * cancel at period end (also made in Stripe's own pages) → mirrored with its event; the end →
 * expired. Events about an older state than the one applied are `stale` (webhooks come in any order).
 */
export async function applyProviderSubscriptionEvent(
  trx: Transaction<Database>,
  deps: TxDeps,
  event: ProviderSubscriptionWebhookEvent,
  now: Date,
): Promise<string> {
  const found = await findSubscriptionByProviderId(trx, event.providerSubscriptionId);
  if (!found) return 'unknown';
  await lockSubscriber(trx, found.userId);
  const row = await findSubscription(trx, found.userId);
  if (row?.providerSubscriptionId !== event.providerSubscriptionId) return 'unknown';
  if (event.type === 'subscription.deleted') {
    if (!isSubscribed(row)) return 'not_subscribed';
    return expire(trx, { ...row, providerUpdatedAt: event.occurredAt }, row.status === 'past_due' ? 'unpaid' : 'canceled');
  }
  if (event.type === 'subscription.invoice_failed') {
    if (!isSubscribed(row)) return 'not_subscribed';
    // A failure for a period already paid (a late delivery) changes nothing.
    if (!event.invoice || event.invoice.periodEnd.getTime() <= row.currentPeriodEnd.getTime()) return 'stale';
    return markUnpaid(trx, deps, row, { plan: row.plan, amount: event.invoice.amount, now, reason: 'card_declined' });
  }
  // subscription.updated
  if (row.providerUpdatedAt && event.occurredAt.getTime() < row.providerUpdatedAt.getTime()) return 'stale';
  if (!isSubscribed(row)) return 'not_subscribed';
  if (event.ended)
    return expire(trx, { ...row, providerUpdatedAt: event.occurredAt }, row.status === 'past_due' ? 'unpaid' : 'canceled');
  const cancel = event.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd;
  await store(trx, {
    ...row,
    cancelAtPeriodEnd: cancel,
    providerUpdatedAt: event.occurredAt,
    ...(cancel ? { nextPlan: null } : {}),
  });
  if (cancel === row.cancelAtPeriodEnd) return 'unchanged';
  await recordEvent(
    trx,
    cancel
      ? {
          type: 'subscription.canceled',
          payload: { userId: row.userId, plan: row.plan, currentPeriodEnd: row.currentPeriodEnd.toISOString() },
        }
      : { type: 'subscription.resumed', payload: { userId: row.userId, plan: row.plan } },
  );
  return cancel ? 'canceled' : 'resumed';
}

/** The job that ends a provider's subscription (PROVIDER_CANCEL_JOB): called in its claim, so a failure is retried. */
export async function cancelAtProvider(provider: PaymentProvider, providerSubscriptionId: string): Promise<void> {
  if (!provider.billing) return;
  await provider.billing.cancelNow(providerSubscriptionId);
}

/**
 * Account deletion's clean-up (identity's hook): the subscription ends now, without a refund or
 * another charge (the renewal job then finds it ended), and a Stripe-billed one is ended at Stripe.
 * Invoices stay: they are money history, like the ledger.
 */
export function endSubscriptionOfDeletedAccount(jobs: JobRunner) {
  return async (trx: Kysely<Database>, userId: string): Promise<void> => {
    const ended = await endSubscriptionNow(trx, userId);
    if (ended?.billing === 'provider' && ended.providerSubscriptionId)
      await scheduleProviderCancel(trx, jobs, ended.providerSubscriptionId);
  };
}

async function expire(trx: Transaction<Database>, row: SubscriptionRow, reason: 'canceled' | 'unpaid'): Promise<'expired'> {
  await store(trx, { ...row, status: 'canceled', graceUntil: null, nextPlan: null });
  await recordEvent(trx, { type: 'subscription.expired', payload: { userId: row.userId, plan: row.plan, reason } });
  return 'expired';
}

/**
 * Opens the provider's page to save a card for renewals (add one, or replace the saved one;
 * decision 0038). Only with Pro: the card exists for its renewals. A Stripe-billed subscription's
 * new card becomes the one Stripe charges.
 */
export async function startCardSetup(
  deps: SubscriptionDeps & { publicUrl: string },
  userId: string,
): Promise<{ checkoutUrl: string }> {
  const row = await findSubscription(deps.db, userId);
  if (!isSubscribed(row)) throw new AppError('CONFLICT', 'A card is saved for Pro renewals: subscribe to Pro first.');
  return startSetupCheckout(deps.db, deps.payments.provider, {
    userId,
    currency: deps.terms.currency,
    publicUrl: deps.publicUrl,
    returnPath: '/settings?tab=subscription',
    providerSubscriptionId: row.billing === 'provider' ? row.providerSubscriptionId : null,
  });
}

/** Removes the saved card (at the provider too); renewals are then paid from the wallet only. */
export async function removeCard(deps: SubscriptionDeps, userId: string): Promise<SubscriptionOverview> {
  if (!(await removeSavedMethod(deps.db, deps.payments.provider, userId)))
    throw new AppError('NOT_FOUND', 'No card is saved for your renewals.');
  return subscriptionOverview(deps.db, deps.terms, deps.payments.provider, userId);
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
