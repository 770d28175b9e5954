import type { SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionsConfig } from '../../config/money.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import type { WebhookContext } from '../payments/service.js';
import { setSubscriptionSummary } from '../users/service.js';
import { monthsIn } from './periods.js';
import { findSubscription, lockSubscriber, saveSubscription, type SubscriptionRow } from './repository.js';

/**
 * Pro subscriptions (docs/product-rules.md#pro-subscription, decisions 0033 and 0038). Every
 * charge moves money from the subscriber's wallet to platform revenue through the ledger, in the
 * transaction that changes the subscription, records its invoice and event, and mirrors the state
 * onto the user document; card money (a checkout, the saved card, a Stripe invoice) reaches the
 * wallet first in that same transaction. Changes to one person's subscription are serialised by
 * `lockSubscriber`.
 *
 * This file holds what the module's use-case files share: the terms, the state rules, saving a row
 * (mirrored onto the user), scheduling its jobs, and ending Pro.
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
export type TxDeps = Pick<SubscriptionDeps, 'jobs' | 'terms'>;

export function priceOf(terms: SubscriptionTerms, plan: SubscriptionPlan): number {
  return plan === 'pro-yearly' ? terms.config.yearlyPrice : terms.config.monthlyPrice;
}

/** Promotion credit a paid period brings: the monthly credit for each month it covers. */
export function promotionCreditOf(terms: SubscriptionTerms, plan: SubscriptionPlan): number {
  return terms.config.monthlyPromotionCredit * monthsIn(plan);
}

/** Pro's benefits hold while the subscription is active or in its grace period (past due). */
export function isSubscribed(row: SubscriptionRow | undefined): row is SubscriptionRow {
  return row !== undefined && (row.status === 'active' || row.status === 'past_due');
}

export function detailsOf(row: SubscriptionRow): NonNullable<SessionUser['subscriptionDetails']> {
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** Saves the row and mirrors it onto the user document, in the caller's transaction. */
export async function store(trx: Transaction<Database>, row: Parameters<typeof saveSubscription>[1]): Promise<SubscriptionRow> {
  const saved = await saveSubscription(trx, row);
  await setSubscriptionSummary(trx, saved.userId, {
    hasSubscription: isSubscribed(saved),
    subscriptionDetails: detailsOf(saved),
  });
  return saved;
}

export function scheduleRenewal(trx: Transaction<Database>, jobs: JobRunner, userId: string, runAt: Date): Promise<void> {
  return jobs.schedule(trx, { name: RENEWAL_JOB, key: `${RENEWAL_JOB}:${userId}`, runAt, payload: { userId } });
}

/** Tells the provider to end a subscription of theirs, by a durable job (retried), after this transaction commits. */
export function scheduleProviderCancel(
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
export function renewalSourceOf(row: SubscriptionRow): string {
  return `renewal:${row.userId}:${row.currentPeriodEnd.toISOString()}`;
}

/** What this module (and payments, for provider events) puts in a `subscription` payment's metadata. */
export interface PaymentMetadata {
  subscription?: { plan?: unknown; renewal?: string; periodStart?: string; periodEnd?: string };
  /** Set by payments on a charge to the saved card: the renewal it pays (its invoice source). */
  chargeGroup?: string;
  providerSubscription?: { id: string; customerRef: string; periodStart: string; periodEnd: string };
  providerInvoice?: { ref: string; subscriptionId: string; periodStart: string; periodEnd: string };
  plan?: string;
}

export async function lockedSubscription(trx: Transaction<Database>, userId: string): Promise<SubscriptionRow> {
  await lockSubscriber(trx, userId);
  const row = await findSubscription(trx, userId);
  if (!isSubscribed(row)) throw new AppError('CONFLICT', NOT_SUBSCRIBED_MESSAGE);
  return row;
}

export async function expire(
  trx: Transaction<Database>,
  row: SubscriptionRow,
  reason: 'canceled' | 'unpaid',
): Promise<'expired'> {
  await store(trx, { ...row, status: 'canceled', graceUntil: null, nextPlan: null });
  await recordEvent(trx, { type: 'subscription.expired', payload: { userId: row.userId, plan: row.plan, reason } });
  return 'expired';
}
