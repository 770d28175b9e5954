// A tier's price change and its notice to members (decision 0080): a rise reaches a member from
// their first renewal at least PRICE_NOTICE_DAYS after the change; a cut from their next renewal.
import { PRICE_NOTICE_DAYS } from '@crowdspark/shared/constants/memberships';
import type { Kysely, Transaction } from 'kysely';
import { addMonths } from '../../calendar-months.js';
import type { Database } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { LIVE_STATUSES, type TierRow } from './repository.js';

export const PRICE_NOTICE_MS = PRICE_NOTICE_DAYS * 24 * 3600_000;

type PricedTier = Pick<TierRow, 'price' | 'previousPrice' | 'priceChangedAt'>;

/**
 * What a month of this tier starting at `at` costs a member: within the notice of the last change,
 * the lower of the price before it and the price now (a rise waits for its notice, a cut applies
 * at once); after it, the price now. Joining pays the price now (no notice is owed to a newcomer).
 */
export function tierPriceAt(tier: PricedTier, at: Date): number {
  const price = toMinorUnits(tier.price);
  if (tier.previousPrice === null || tier.priceChangedAt === null) return price;
  if (at.getTime() >= tier.priceChangedAt.getTime() + PRICE_NOTICE_MS) return price;
  return Math.min(price, toMinorUnits(tier.previousPrice));
}

/**
 * The tier's columns for a new price saved at `now`, or null when the price is unchanged. The
 * price members pay until now becomes the previous one, so a second change within a notice
 * restarts it from the price they actually pay (they are never charged a rise told less than
 * PRICE_NOTICE_DAYS before).
 */
export function priceChangeOf(
  tier: PricedTier,
  newPrice: number,
  now: Date,
): { previousPrice: number; priceChangedAt: Date } | null {
  if (toMinorUnits(tier.price) === newPrice) return null;
  return { previousPrice: tierPriceAt(tier, now), priceChangedAt: now };
}

export interface PriceNotice {
  membershipId: string;
  memberId: string;
  creatorName: string;
  tierTitle: string;
  oldPrice: number;
  newPrice: number;
  currency: string;
  /** The member's first renewal that charges the new price. */
  firstChargeAt: Date;
}

/** The first renewal on or after `from` of a member whose next one is at `next` (then month by month). */
function firstRenewalFrom(next: Date, from: Date): Date {
  for (let months = 0; ; months += 1) {
    const at = addMonths(next, months);
    if (at.getTime() >= from.getTime()) return at;
  }
}

/**
 * The notices a price change owes, read after it committed: one per live member who will renew on
 * the tier (on it, or moving down to it; not those who canceled). A change replaced meanwhile by
 * a later one owes nothing (the later one's notice tells). For a member with a payment due, the
 * date counts from the renewal now due.
 */
export async function priceNoticesOf(
  db: Kysely<Database> | Transaction<Database>,
  tierId: string,
  changedAt: string,
): Promise<PriceNotice[]> {
  const tier = await db.selectFrom('membershipTiers').selectAll().where('id', '=', tierId).executeTakeFirst();
  if (!tier?.priceChangedAt || tier.previousPrice === null || tier.priceChangedAt.toISOString() !== changedAt) return [];
  const oldPrice = toMinorUnits(tier.previousPrice);
  const newPrice = toMinorUnits(tier.price);
  const from = new Date(tier.priceChangedAt.getTime() + (newPrice > oldPrice ? PRICE_NOTICE_MS : 0));
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.creatorId')
    .select([
      'memberships.id',
      'memberships.memberId',
      'memberships.currentPeriodEnd',
      'memberships.pauseUntil',
      'users.username',
      'users.displayName',
    ])
    .where((eb) => eb(eb.fn.coalesce('memberships.nextTierId', 'memberships.tierId'), '=', tierId))
    .where('memberships.status', 'in', LIVE_STATUSES)
    .where('memberships.cancelAtPeriodEnd', '=', false)
    .orderBy('memberships.id')
    .execute();
  return rows.map((row) => ({
    membershipId: row.id,
    memberId: row.memberId,
    creatorName: row.displayName ?? row.username ?? 'a creator',
    tierTitle: tier.title,
    oldPrice,
    newPrice,
    currency: tier.currency,
    firstChargeAt: firstRenewalFrom(row.pauseUntil ?? row.currentPeriodEnd, from),
  }));
}
