// The memberships module's use cases for members: their list and cancelling (joining: join.ts).
import type { Membership, MembershipList } from '@crowdspark/shared/contracts/memberships';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { presentMembership } from './presenter.js';
import { UUID } from './join.js';
import type { PaymentProvider } from '../payments/service.js';
import {
  endCanceledPeriods,
  findMembership,
  findMembershipWithNames,
  lockMember,
  lockMembership,
  markCancelAtPeriodEnd,
  membershipsOf,
  updateMembership,
} from './repository.js';
import { endMembership } from './renewal-results.js';

// What modules/stats reads of a creator's membership (the members section of /stats).
export { firstMemberDay, memberFigures, memberListOf, membershipCurrencyOf } from './stats.js';

/** GET /api/me/memberships: every membership of the member, newest first. */
export async function myMemberships(db: Kysely<Database>, memberId: string, now = new Date()): Promise<MembershipList> {
  await db.transaction().execute((trx) => endCanceledPeriods(trx, memberId, now));
  return { memberships: (await membershipsOf(db, memberId)).map(presentMembership) };
}

/**
 * POST /api/memberships/:id/cancel: the membership stays active until the paid month ends, is not
 * renewed after, and nothing is refunded (a pause asked for is dropped). A paused membership ends
 * at once, nothing charged. Cancelling again changes nothing.
 */
export async function cancelMembership(
  db: Kysely<Database>,
  memberId: string,
  id: string,
  now = new Date(),
  provider?: PaymentProvider,
): Promise<Membership> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'This membership does not exist.');
  // Billed by Stripe (decision 0082): Stripe is told first, outside any transaction; unreachable,
  // nothing changes here (503). Its confirming webhook then changes nothing.
  const billed = await findMembership(db, id);
  const providerSubscriptionId =
    billed?.memberId === memberId && billed.billing === 'provider' ? billed.providerSubscriptionId : null;
  if (providerSubscriptionId && billed?.status !== 'canceled' && !billed?.cancelAtPeriodEnd) {
    try {
      await provider?.billing?.setCancelAtPeriodEnd(providerSubscriptionId, true);
    } catch (error) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Stripe could not be reached to cancel; nothing changed. Please try again in a moment.',
        undefined,
        {
          cause: error,
        },
      );
    }
  }
  await db.transaction().execute(async (trx) => {
    // The member's lock first, as renewals and resumes take it (a resume and a cancel at once).
    await lockMember(trx, memberId);
    const membership = await lockMembership(trx, id);
    if (!membership || membership.memberId !== memberId) throw new AppError('NOT_FOUND', 'This membership does not exist.');
    if (membership.status !== 'canceled' && !membership.cancelAtPeriodEnd) await markCancelAtPeriodEnd(trx, id, now);
    if (membership.status === 'paused') await endMembership(trx, membership, now, 'canceled');
    else if (membership.pauseUntil && membership.status !== 'canceled')
      await updateMembership(trx, id, { pauseUntil: null }, now);
  });
  const [row] = await membershipsOf(db, memberId, id);
  if (!row) throw new AppError('NOT_FOUND', 'This membership does not exist.');
  return presentMembership(row);
}

/**
 * For notifications: a membership as its notices name it (the creator, the tier, its state now).
 * Their handlers run after the change committed and read this again, so a notice never says
 * "payment due" for a membership paid meanwhile.
 */
export async function membershipForNotice(db: Kysely<Database> | Transaction<Database>, id: string) {
  const row = await findMembershipWithNames(db, id);
  if (!row) return undefined;
  return {
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    tierTitle: row.tierTitle,
    creatorName: row.displayName ?? row.username ?? 'a creator',
  };
}

/** Notifications' word to a tier's members about its new price (tier-price.ts), read after the change committed. */
export { priceNoticesOf } from './tier-price.js';

/** DEV_TOOLS' "renew now" (dev-tools/routes.ts): the real renewal of a membership now (renew-now.ts). */
export { renewMembershipNow } from './renew-now.js';
