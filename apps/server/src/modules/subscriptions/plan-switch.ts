import { SUBSCRIPTION_PLAN_LABELS } from '@crowdspark/shared/constants/subscriptions';
import type { ChangePlanRequest, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { charge } from './charges.js';
import { subscriptionOverview } from './overview.js';
import { periodEnd, unusedCredit } from './periods.js';
import { latestInvoice } from './repository.js';
import { lockedSubscription, priceOf, scheduleRenewal, store, type SubscriptionDeps } from './rules.js';

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
