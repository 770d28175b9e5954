// Cancel at period end and resume, told to the provider first when it bills the subscription.
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import { subscriptionOverview } from './overview.js';
import { findSubscription, type SubscriptionRow } from './repository.js';
import { isSubscribed, lockedSubscription, store, type SubscriptionDeps } from './rules.js';

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
