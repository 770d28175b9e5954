// Moving a membership to another tier of the same creator (decision 0078): a dearer tier now, with
// the difference for the rest of the month charged prorated to the day (from the wallet, else the
// saved card: upgrade-by-card.ts); a cheaper one from the next renewal, nothing credited.
import type { MembershipTierChange, MembershipTierChangeResult } from '@crowdspark/shared/contracts/memberships';
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { IdempotencyClaim } from '../../http/idempotency.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { walletBalanceOf } from '../ledger/service.js';
import type { PaymentProvider } from '../payments/service.js';
import { chargePeriod, UUID, type JoinDeps } from './join.js';
import { presentMembership } from './presenter.js';
import {
  countLiveMembers,
  lockJoinableTier,
  lockMember,
  lockMembership,
  membershipsOf,
  updateMembership,
  type MembershipRow,
  type TierRow,
} from './repository.js';
import { openUpgradeCharge, savedCardLabel } from './upgrade-by-card.js';

/** A tier change may pay by the saved card: the provider it is saved at. */
export type TierChangeDeps = JoinDeps & { provider: PaymentProvider };

const DAY_MS = 24 * 3600_000;
const NOT_FOUND = 'This membership does not exist.';

/**
 * What moving to `tier` costs now: the price difference times the days left of the paid month
 * (a day begun counts) over the month's days, rounded down to the cent. Dearer: charged now and
 * the tier changes now; cheaper: nothing now, the tier changes at the next renewal.
 */
export function priceChange(membership: MembershipRow, tier: Pick<TierRow, 'id' | 'price'>, now: Date): MembershipTierChange {
  const from = toMinorUnits(membership.price);
  const to = toMinorUnits(tier.price);
  const periodDays = Math.max(
    1,
    Math.round((membership.currentPeriodEnd.getTime() - membership.currentPeriodStart.getTime()) / DAY_MS),
  );
  const daysLeft = Math.min(periodDays, Math.max(0, Math.ceil((membership.currentPeriodEnd.getTime() - now.getTime()) / DAY_MS)));
  const upgrade = to > from;
  return {
    tierId: tier.id,
    kind: upgrade ? 'upgrade' : 'downgrade',
    price: to,
    chargedNow: upgrade ? Math.floor(((to - from) * daysLeft) / periodDays) : 0,
    daysLeft,
    periodDays,
    appliesAt: (upgrade ? now : membership.currentPeriodEnd).toISOString(),
    payment: null,
  };
}

const shortWallet = (change: MembershipTierChange, currency: string) =>
  `Top up your wallet to upgrade: the rest of this month costs ${formatMinorUnits(change.chargedNow)} ${currency} more.`;

/** What pays an upgrade now: Stripe for a membership it bills; else the wallet when it holds enough, else the saved card, else nothing can (refused). */
export async function paymentOf(
  trx: Transaction<Database>,
  deps: TierChangeDeps,
  membership: MembershipRow,
  change: MembershipTierChange,
) {
  if (change.kind === 'downgrade') return null;
  // Billed by Stripe (stripe-tier-change.ts): Stripe prorates to the second, so its amount can be a little less.
  if (membership.billing === 'provider')
    return {
      method: 'provider' as const,
      label: 'Charged by Stripe to your card (prorated to the second, so maybe a little less)',
    };
  if ((await walletBalanceOf(trx, membership.memberId, membership.currency)) >= change.chargedNow)
    return { method: 'wallet' as const, label: 'From your wallet' };
  const card = await savedCardLabel(trx, deps.provider, membership.memberId);
  if (card) return { method: 'card' as const, label: `Charged to ${card}` };
  return { method: 'unavailable' as const, label: shortWallet(change, membership.currency) };
}

/**
 * Moves the membership to the dearer `tier` now, the prorated `amount` paid from the member's
 * wallet (where a card's money has just arrived, when it paid) as a `membership` charge of kind
 * 'upgrade', with the same fee rule as a month. One per tier and period (the charge's source).
 */
export async function applyUpgrade(
  trx: Transaction<Database>,
  deps: JoinDeps,
  membership: MembershipRow,
  tier: Pick<TierRow, 'id' | 'title' | 'price'>,
  amount: number,
  now: Date,
): Promise<void> {
  await updateMembership(trx, membership.id, { tierId: tier.id, price: String(toMinorUnits(tier.price)), nextTierId: null }, now);
  if (amount > 0)
    await chargePeriod(
      trx,
      deps,
      { ...membership, tierId: tier.id, price: String(amount), currentPeriodStart: now },
      tier.title,
      `upgrade:${membership.id}:${tier.id}:${membership.currentPeriodEnd.toISOString()}`,
      now,
      'upgrade',
    );
}

/** The member's live membership and the tier asked for, locked, after the rules every change checks. */
export async function lockedChange(trx: Transaction<Database>, memberId: string, id: string, tierId: string) {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  await lockMember(trx, memberId);
  const membership = await lockMembership(trx, id);
  if (!membership || membership.memberId !== memberId) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (membership.status === 'canceled') throw new AppError('CONFLICT', 'This membership has ended; join again instead.');
  if (membership.status === 'past_due') throw new AppError('CONFLICT', 'Pay the due renewal first: top up your wallet.');
  if (membership.status === 'paused' || membership.pauseUntil)
    throw new AppError('CONFLICT', 'This membership is paused (or about to be): resume it before changing tier.');
  const tier = UUID.test(tierId) ? await lockJoinableTier(trx, tierId) : undefined;
  if (!tier || tier.creatorId !== membership.creatorId) throw new AppError('NOT_FOUND', 'This membership tier does not exist.');
  if (!tier.enabled) throw new AppError('CONFLICT', 'This creator is not taking members right now.');
  if (tier.id === membership.tierId) throw new AppError('CONFLICT', 'You are already in this tier.');
  if (toMinorUnits(tier.price) === toMinorUnits(membership.price))
    throw new AppError('UNPROCESSABLE', 'This tier costs the same; nothing would change.');
  if (tier.memberLimit !== null && (await countLiveMembers(trx, tier.id)) >= tier.memberLimit)
    throw new AppError('CONFLICT', 'This tier is full.');
  return { membership, tier };
}

/** GET /api/memberships/:id/tier-change?tierId=: what the confirmation shows (nothing changes). */
export function previewTierChange(
  deps: TierChangeDeps,
  memberId: string,
  id: string,
  tierId: string,
): Promise<MembershipTierChange> {
  const now = deps.now?.() ?? new Date();
  // Locks taken only to read what a change would find; the transaction then rolls back nothing.
  return deps.db.transaction().execute(async (trx) => {
    const { membership, tier } = await lockedChange(trx, memberId, id, tierId);
    const change = priceChange(membership, tier, now);
    return { ...change, payment: await paymentOf(trx, deps, membership, change) };
  });
}

/**
 * POST /api/memberships/:id/tier-change: a dearer tier applies now, the prorated difference paid
 * from the wallet as one `membership` ledger transaction (same fee rule as a month); when the
 * wallet holds too little, the saved card is charged after this commits (`cardCharge`, pending:
 * the route settles it) and the tier changes only once it is paid; neither: 422. A cheaper tier is
 * noted and applies at the next renewal. Choosing the current tier back undoes a noted downgrade.
 */
export async function changeTier(
  deps: TierChangeDeps,
  memberId: string,
  id: string,
  tierId: string,
  claim: IdempotencyClaim,
): Promise<MembershipTierChangeResult> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction().execute(async (trx) => {
    const { membership, tier } = await lockedChange(trx, memberId, id, tierId);
    // Joined by card with Stripe since the route looked: Stripe must be told first (stripe-tier-change.ts).
    if (membership.billing === 'provider') throw new AppError('CONFLICT', 'This membership changed meanwhile; please try again.');
    const change = priceChange(membership, tier, now);
    const payment = await paymentOf(trx, deps, membership, change);
    let cardCharge = null;
    if (change.kind === 'downgrade') await updateMembership(trx, membership.id, { nextTierId: tier.id }, now);
    else if (payment?.method === 'wallet') await applyUpgrade(trx, deps, membership, tier, change.chargedNow, now);
    else {
      cardCharge = await openUpgradeCharge(trx, deps, membership, tier, change.chargedNow, now);
      if (!cardCharge) throw new AppError('UNPROCESSABLE', shortWallet(change, membership.currency));
    }
    const [row] = await membershipsOf(trx, memberId, membership.id);
    if (!row) throw new Error(`membership ${membership.id} vanished`);
    const response = { change: { ...change, payment }, membership: presentMembership(row), cardCharge };
    await claim.completeIn(trx, { status: 200, body: response });
    return response;
  });
}
