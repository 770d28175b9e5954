// What a renewal's outcome does to a membership, whoever found it: the renewal job, or the saved
// card's answer (paid: the purpose's onCredited; declined: its onDeclined).
import { MEMBERSHIP_PERIOD_MONTHS } from '@crowdspark/shared/constants/memberships';
import type { Transaction } from 'kysely';
import { addMonths } from '../../calendar-months.js';
import type { Database } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { chargePeriod, type JoinDeps } from './join.js';
import { findTier, updateMembership, type MembershipRow } from './repository.js';
import { RENEWAL_ATTEMPTS, RENEWAL_RETRY_MS, scheduleRenewal } from './renewal-schedule.js';

/**
 * Pays the next month from the wallet (the money is there: the caller checked, or a card payment
 * just put it there) at the tier's price now: on time, the month follows on from the last; paid
 * late (past due), it starts now. Records `membership.renewed` for the receipt notice.
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
  const price = renewalPriceOf(membership, tier);
  const start = membership.status === 'past_due' ? now : membership.currentPeriodEnd;
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
}

/** The price the next month costs: the (next) tier's as it is now (archived tiers too), else what the member paid. */
export function renewalPriceOf(membership: MembershipRow, tier: { price: string | number } | undefined): number {
  return toMinorUnits(tier?.price ?? membership.price);
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
  await updateMembership(trx, membership.id, { status: 'past_due', unpaidTries: attempt }, input.now);
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
