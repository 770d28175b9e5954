// What a renewal's outcome does to a membership, whoever found it: the renewal job, or the saved
// card's answer (paid: the purpose's onCredited; declined: its onDeclined).
import { MEMBERSHIP_PERIOD_MONTHS } from '@crowdspark/shared/constants/memberships';
import type { Transaction } from 'kysely';
import { addMonths } from '../../calendar-months.js';
import type { Database } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { chargePeriod, type JoinDeps } from './join.js';
import { findTier, updateMembership, type MembershipRow, type TierRow } from './repository.js';
import { RENEWAL_ATTEMPTS, RENEWAL_RETRY_MS, scheduleRenewal } from './renewal-schedule.js';
import { tierPriceAt } from './tier-price.js';

/**
 * Pays the next month from the wallet (the money is there: the caller checked, or a card payment
 * just put it there) at the tier's price for that month (tier-price.ts): on time, the month
 * follows on from the last; paid late (past due) or ending a pause, it starts now. Records
 * `membership.renewed` for the receipt notice (and `membership.resumed` after a pause).
 */
export async function payNextPeriod(
  trx: Transaction<Database>,
  deps: JoinDeps,
  membership: MembershipRow,
  now: Date,
  paidWith: 'wallet' | 'card',
): Promise<void> {
  // A downgrade chosen during the month applies here (the cheaper tier is what this month buys).
  const tierId = membership.nextTierId ?? membership.tierId;
  const tier = await findTier(trx, tierId);
  const start = renewalStartOf(membership, now);
  const price = renewalPriceOf(membership, tier, start);
  const renewed = {
    ...membership,
    tierId,
    status: 'active' as const,
    price: String(price),
    currentPeriodStart: start,
    currentPeriodEnd: addMonths(start, MEMBERSHIP_PERIOD_MONTHS),
  };
  await updateMembership(
    trx,
    membership.id,
    {
      status: 'active',
      tierId,
      nextTierId: null,
      unpaidTries: 0,
      pauseUntil: null,
      price: renewed.price,
      currentPeriodStart: start,
      currentPeriodEnd: renewed.currentPeriodEnd,
    },
    now,
  );
  const chargeId = await chargePeriod(
    trx,
    deps,
    renewed,
    tier?.title ?? 'Membership',
    `renewal:${membership.id}:${start.toISOString()}`,
    now,
  );
  await scheduleRenewal(trx, deps.jobs, membership.id, renewed.currentPeriodEnd);
  await recordEvent(trx, {
    type: 'membership.renewed',
    payload: {
      membershipId: membership.id,
      memberId: membership.memberId,
      chargeId,
      amount: price,
      currency: membership.currency,
      paidWith,
    },
  });
  if (membership.status === 'paused')
    await recordEvent(trx, {
      type: 'membership.resumed',
      payload: { membershipId: membership.id, memberId: membership.memberId, reason: 'paid' },
    });
}

/** When the month a renewal pays starts: on time, at the end of the last; late or after a pause, now. */
export function renewalStartOf(membership: MembershipRow, now: Date): Date {
  return membership.status === 'active' ? membership.currentPeriodEnd : now;
}

/**
 * The price a month starting at `at` costs: the (next) tier's for that month (archived tiers too;
 * a rise only after its notice, tier-price.ts), else what the member paid.
 */
export function renewalPriceOf(membership: MembershipRow, tier: TierRow | undefined, at: Date): number {
  return tier ? tierPriceAt(tier, at) : toMinorUnits(membership.price);
}

/**
 * A renewal try neither the wallet nor the saved card paid (the membership's unpaid tries + 1):
 * past due, tried again in a day, up to RENEWAL_ATTEMPTS tries in all (`membership.renewal_failed` each time: the notice and mail);
 * after the last, the membership ends unpaid (`membership.ended`).
 */
export async function markUnpaid(
  trx: Transaction<Database>,
  deps: Pick<JoinDeps, 'jobs'>,
  membership: MembershipRow,
  input: { amount: number; now: Date; reason: 'wallet_short' | 'card_declined' },
): Promise<'past_due' | 'unpaid_ended'> {
  const attempt = membership.unpaidTries + 1;
  if (attempt >= RENEWAL_ATTEMPTS) {
    await updateMembership(trx, membership.id, { unpaidTries: attempt }, input.now);
    await endMembership(trx, membership, input.now, 'unpaid');
    return 'unpaid_ended';
  }
  await updateMembership(trx, membership.id, { status: 'past_due', unpaidTries: attempt, pauseUntil: null }, input.now);
  const retryAt = new Date(input.now.getTime() + RENEWAL_RETRY_MS);
  await scheduleRenewal(trx, deps.jobs, membership.id, membership.currentPeriodEnd, attempt + 1, retryAt);
  await recordEvent(trx, {
    type: 'membership.renewal_failed',
    payload: {
      membershipId: membership.id,
      memberId: membership.memberId,
      amount: input.amount,
      currency: membership.currency,
      attempt,
      attemptsLeft: RENEWAL_ATTEMPTS - attempt,
      retryAt: retryAt.toISOString(),
      reason: input.reason,
    },
  });
  return 'past_due';
}

/**
 * The period's end of a membership whose member asked for a pause: paused (no access, nothing
 * charged) and its renewal moved to the resume date, where it charges the first month again.
 * The same job key as the period's first try, so the job running now stays pending until then.
 */
export async function beginPause(
  trx: Transaction<Database>,
  deps: Pick<JoinDeps, 'jobs'>,
  membership: MembershipRow & { pauseUntil: Date },
  now: Date,
): Promise<'paused'> {
  await updateMembership(trx, membership.id, { status: 'paused' }, now);
  await scheduleRenewal(trx, deps.jobs, membership.id, membership.currentPeriodEnd, 1, membership.pauseUntil);
  return 'paused';
}

/** Ends a membership (canceled by its member and its month over, or unpaid), with `membership.ended`. */
export async function endMembership(
  trx: Transaction<Database>,
  membership: MembershipRow,
  now: Date,
  reason: 'canceled' | 'unpaid',
): Promise<void> {
  await updateMembership(trx, membership.id, { status: 'canceled' }, now);
  await recordEvent(trx, {
    type: 'membership.ended',
    payload: { membershipId: membership.id, memberId: membership.memberId, reason },
  });
}
