import type { Membership, MembershipTier } from '@crowdspark/shared/contracts/memberships';
import { toMinorUnits } from '../ledger/amounts.js';
import type { MembershipRow, TierRow } from './repository.js';

export function presentTier(row: TierRow & { memberCount: string | number | null }): MembershipTier {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toMinorUnits(row.price),
    currency: row.currency,
    memberLimit: row.memberLimit,
    memberCount: Number(row.memberCount ?? 0),
  };
}

export function presentMembership(
  row: MembershipRow & {
    username: string | null;
    displayName: string | null;
    tierTitle: string;
    welcomeNote: string;
    nextTierTitle: string | null;
  },
): Membership {
  const renews = row.status !== 'canceled' && !row.cancelAtPeriodEnd;
  // A pause asked for or begun: from the paid month's end to the resume date, when it charges again.
  const pauseUntil = renews ? row.pauseUntil : null;
  return {
    id: row.id,
    creator: { id: row.creatorId, username: row.username, displayName: row.displayName },
    tier: { id: row.tierId, title: row.tierTitle },
    price: toMinorUnits(row.price),
    currency: row.currency,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    nextChargeAt: renews ? (pauseUntil ?? row.currentPeriodEnd).toISOString() : null,
    billing: row.billing,
    welcomeNote: row.welcomeNote,
    nextTier: row.nextTierId && row.nextTierTitle && renews ? { id: row.nextTierId, title: row.nextTierTitle } : null,
    pause: pauseUntil ? { from: row.currentPeriodEnd.toISOString(), until: pauseUntil.toISOString() } : null,
  };
}
