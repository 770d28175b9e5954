import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { runRenewal } from './renewals.js';
import { findSubscription } from './repository.js';
import { isSubscribed, type SubscriptionDeps } from './rules.js';

/**
 * The subscriptions module as other modules see it (decision 0017): whether someone has Pro, for
 * the stats and notifications, and the dev tools' "renew now". The module's own routes, jobs and
 * payment purpose use its use-case files directly (subscribe, renewals, saved-card, stripe-events,
 * cancel, plan-switch, admin).
 */

/** The dev tools pass the terms the server was started with. */
export type { SubscriptionTerms } from './rules.js';

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
