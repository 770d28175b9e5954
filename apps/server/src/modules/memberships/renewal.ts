// A membership's monthly renewal, run by its job at the period's end (docs/product-rules.md#memberships).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { walletBalanceOf } from '../ledger/service.js';
import { openSavedMethodCharge, savedMethodChargesOf } from '../payments/service.js';
import type { WebhookContext } from '../payments/service.js';
import type { JoinDeps } from './join.js';
import { beginPause, endMembership, markUnpaid, payNextPeriod, renewalPriceOf, renewalStartOf } from './renewal-results.js';
import { findMembership, findTier, lockMember, lockMembership, tryLockMember, updateMembership } from './repository.js';
import { cardGroupOf, MEMBERSHIP_PAYMENT_PURPOSE, scheduleBusyRetry, scheduleCardCheck } from './renewal-schedule.js';

export interface RenewalPayload {
  membershipId: string;
  /** The end of the period this job renews (ISO); a membership already past it is left alone. */
  periodEnd: string;
  /** Which try of the period (1 at its end); a try already made (the membership's unpaid tries) is not made again. */
  attempt: number;
  /** Set on the follow-up of a card charge: settle that payment if it is still pending, nothing else. */
  cardCheck?: string;
}

export type RenewalOutcome = 'busy' | 'renewed' | 'ended' | 'paused' | 'charging_card' | 'past_due' | 'unpaid_ended' | 'nothing';

export interface RenewalRun {
  outcome: RenewalOutcome;
  /** A charge to the saved card to make once the caller's transaction has committed (settleSavedMethodCharge). */
  cardCharge?: string;
}

export type RenewalDeps = JoinDeps & { payments: Pick<WebhookContext, 'provider'> };

/**
 * Renews one membership under its member's lock and its row lock (the order the card's credit
 * takes them too): a member who canceled ends; otherwise the wallet pays the tier's price now (a
 * changed price applies here), else the saved card is charged as Pro's renewals do (decision
 * 0038): a pending payment recorded here, charged by the caller after commit, whose answer comes
 * back through the `membership` payment purpose. With neither, it is past due and tried again a
 * day later, up to RENEWAL_ATTEMPTS tries; then it ends unpaid. Each period is charged once (the
 * charge's source is unique, and a job for a period already renewed finds the membership past it).
 */
export async function renewMembership(
  trx: Transaction<Database>,
  deps: RenewalDeps,
  payload: RenewalPayload,
  now: Date,
  options: { claimedJobKey?: string } = {},
): Promise<RenewalRun> {
  const peek = await findMembership(trx, payload.membershipId);
  if (!peek) return { outcome: 'nothing' };
  if (options.claimedJobKey) {
    // The job's claim holds its row; whoever holds the member may be about to reschedule that row
    // (renew-now, a card's answer), so the job never waits here: it comes back a few seconds later.
    if (!(await tryLockMember(trx, peek.memberId))) {
      await scheduleBusyRetry(trx, deps.jobs, options.claimedJobKey, { ...payload }, now);
      return { outcome: 'busy' };
    }
  } else await lockMember(trx, peek.memberId);
  const membership = await lockMembership(trx, payload.membershipId);
  if (!membership || membership.status === 'canceled') return { outcome: 'nothing' };
  if (membership.currentPeriodEnd.toISOString() !== payload.periodEnd) return { outcome: 'nothing' };
  // Billed by the provider (Stripe, decision 0082): it renews by webhook, never by this job; only
  // a pause asked for begins here (Stripe voids its invoices until the pause's end: pause.ts).
  if (membership.billing === 'provider') {
    if (!membership.pauseUntil || membership.status !== 'active' || membership.cancelAtPeriodEnd) return { outcome: 'nothing' };
    await updateMembership(trx, membership.id, { status: 'paused' }, now);
    return { outcome: 'paused' };
  }
  const group = cardGroupOf(membership);
  // A charge to the card already on its way (its settling step died, or runs right now): ask again,
  // same key, before anything else, so money the provider may have taken is always recorded.
  const pending = (await savedMethodChargesOf(trx, membership.memberId, group)).find((c) => c.status === 'pending');
  if (pending) {
    await scheduleCardCheck(trx, deps.jobs, membership, payload.attempt, pending.paymentId, now);
    return { outcome: 'charging_card', cardCharge: pending.paymentId };
  }
  if (payload.cardCheck) return { outcome: 'nothing' };
  // Each try of a period once: a job whose try was already made (renew-now ran it) is stale.
  if (payload.attempt !== membership.unpaidTries + 1) return { outcome: 'nothing' };
  if (membership.cancelAtPeriodEnd) {
    await endMembership(trx, membership, now, 'canceled');
    return { outcome: 'ended' };
  }
  // A pause asked for begins at the period's end; a begun one renews at its resume date (decision 0080).
  if (membership.pauseUntil && membership.status === 'active')
    return { outcome: await beginPause(trx, deps, { ...membership, pauseUntil: membership.pauseUntil }, now) };
  if (membership.status === 'paused' && membership.pauseUntil && membership.pauseUntil > now) return { outcome: 'nothing' };
  const tier = await findTier(trx, membership.nextTierId ?? membership.tierId);
  const price = renewalPriceOf(membership, tier, renewalStartOf(membership, now));
  if ((await walletBalanceOf(trx, membership.memberId, membership.currency)) >= price) {
    await payNextPeriod(trx, deps, membership, now, 'wallet');
    return { outcome: 'renewed' };
  }
  const opened = await openSavedMethodCharge(trx, deps.payments.provider, {
    userId: membership.memberId,
    amount: price,
    currency: membership.currency,
    purpose: MEMBERSHIP_PAYMENT_PURPOSE,
    description: `Crowdspark membership “${tier?.title ?? 'Membership'}”, one month`,
    group,
    metadata: { membershipRenewal: { membershipId: membership.id, periodEnd: payload.periodEnd } },
  });
  if (opened) {
    await scheduleCardCheck(trx, deps.jobs, membership, payload.attempt, opened.paymentId, now);
    return { outcome: 'charging_card', cardCharge: opened.paymentId };
  }
  return { outcome: await markUnpaid(trx, deps, membership, { amount: price, now, reason: 'wallet_short' }) };
}
