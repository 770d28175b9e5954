// A membership's monthly renewal, run by its job at the period's end (docs/product-rules.md#memberships).
import { MEMBERSHIP_PERIOD_MONTHS } from '@crowdspark/shared/constants/memberships';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { walletBalanceOf } from '../ledger/service.js';
import { addMonths } from '../../calendar-months.js';
import { chargePeriod, type JoinDeps } from './join.js';
import { findTier, lockMembership, updateMembership } from './repository.js';
import { RENEWAL_ATTEMPTS, RENEWAL_RETRY_MS, scheduleRenewal } from './renewal-schedule.js';

export interface RenewalPayload {
  membershipId: string;
  /** The end of the period this job renews (ISO); a membership already past it is left alone. */
  periodEnd: string;
  attempt: number;
}

export type RenewalOutcome = 'renewed' | 'ended' | 'past_due' | 'unpaid_ended' | 'nothing';

/**
 * Renews one membership under its row lock: a member who canceled ends; otherwise the wallet pays
 * the tier's price now (a changed price applies here) for the next month, less the platform fee
 * at the creator's rate. A wallet too low makes it past due and tries again a day later, up to
 * RENEWAL_ATTEMPTS tries; then it ends unpaid. Each period is charged once (the charge's source is
 * unique, and a job for a period already renewed finds the membership past it).
 */
export async function renewMembership(
  trx: Transaction<Database>,
  deps: JoinDeps,
  payload: RenewalPayload,
  now: Date,
): Promise<RenewalOutcome> {
  const membership = await lockMembership(trx, payload.membershipId);
  if (!membership || membership.status === 'canceled') return 'nothing';
  if (membership.currentPeriodEnd.toISOString() !== payload.periodEnd) return 'nothing';
  if (membership.cancelAtPeriodEnd) {
    await updateMembership(trx, membership.id, { status: 'canceled' }, now);
    return 'ended';
  }
  const tier = await findTier(trx, membership.tierId);
  const price = toMinorUnits(tier?.price ?? membership.price);
  if ((await walletBalanceOf(trx, membership.memberId, membership.currency)) < price) {
    if (payload.attempt >= RENEWAL_ATTEMPTS) {
      await updateMembership(trx, membership.id, { status: 'canceled' }, now);
      return 'unpaid_ended';
    }
    await updateMembership(trx, membership.id, { status: 'past_due' }, now);
    const retryAt = new Date(now.getTime() + RENEWAL_RETRY_MS);
    await scheduleRenewal(trx, deps.jobs, membership.id, membership.currentPeriodEnd, payload.attempt + 1, retryAt);
    return 'past_due';
  }
  // On time, the next month follows on; paid late, it starts when paid.
  const start = membership.status === 'past_due' ? now : membership.currentPeriodEnd;
  const renewed = {
    ...membership,
    status: 'active' as const,
    price: String(price),
    currentPeriodStart: start,
    currentPeriodEnd: addMonths(start, MEMBERSHIP_PERIOD_MONTHS),
  };
  await updateMembership(
    trx,
    membership.id,
    { status: 'active', price: renewed.price, currentPeriodStart: start, currentPeriodEnd: renewed.currentPeriodEnd },
    now,
  );
  await chargePeriod(trx, deps, renewed, tier?.title ?? 'Membership', `renewal:${membership.id}:${start.toISOString()}`, now);
  await scheduleRenewal(trx, deps.jobs, membership.id, renewed.currentPeriodEnd);
  return 'renewed';
}
