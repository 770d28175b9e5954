// A creator's membership: its tiers and welcome note (Settings → Membership) and its public face.
import type { MembershipSetup, MembershipSetupRequest, PublicMembership } from '@crowdspark/shared/contracts/memberships';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import { findPublicProfile } from '../users/service.js';
import { presentTier } from './presenter.js';
import {
  archiveTiersExcept,
  currentTiers,
  findProgram,
  insertTier,
  lockOrCreateProgram,
  updateProgram,
  updateTier,
} from './repository.js';
import { liveMemberCount, saveShowMemberCount } from './stats-repository.js';
import { priceChangeOf } from './tier-price.js';

export interface SetupDeps {
  db: Kysely<Database>;
  /** The platform currency: tiers are priced in it. */
  currency: string;
}

async function setupOf(db: Kysely<Database>, creatorId: string): Promise<MembershipSetup> {
  const program = await findProgram(db, creatorId);
  const tiers = program ? await currentTiers(db, creatorId) : [];
  return {
    creatorId,
    enabled: program?.enabled ?? false,
    welcomeNote: program?.welcomeNote ?? '',
    tiers: tiers.map(presentTier),
    showMemberCount: program?.showMemberCount ?? false,
    memberCount: program ? await liveMemberCount(db, creatorId) : 0,
  };
}

/** GET /api/creators/:username/membership: anyone sees whether it is on and its tiers. */
export async function publicMembership(db: Kysely<Database>, username: string): Promise<PublicMembership> {
  const profile = await findPublicProfile(db, username);
  if (!profile) throw new AppError('NOT_FOUND', 'This person does not exist.');
  const { welcomeNote: _membersOnly, showMemberCount, memberCount, ...rest } = await setupOf(db, profile.id);
  if (!rest.enabled) return { ...rest, tiers: [], memberCount: null };
  // "N members" only when the creator chose to show it (Settings → Membership).
  return { ...rest, memberCount: showMemberCount ? memberCount : null };
}

/** GET /api/me/membership: the creator's own setup, on or off. */
export function mySetup(db: Kysely<Database>, creatorId: string): Promise<MembershipSetup> {
  return setupOf(db, creatorId);
}

/**
 * PUT /api/me/membership: the whole setup at once. A listed tier with an id is edited (a new
 * price is told to its members; a rise applies from each member's first renewal at least 7 days
 * later, a cut from their next renewal: what they paid for this month stands), one
 * without is added, and a current tier left out is archived: nobody can join it, its members keep
 * it. Turning it on needs at least one tier.
 */
export async function saveSetup(deps: SetupDeps, creatorId: string, input: MembershipSetupRequest): Promise<MembershipSetup> {
  if (input.enabled && input.tiers.length === 0)
    throw new AppError('UNPROCESSABLE', 'Add at least one tier to turn your membership on.', {
      tiers: 'Add at least one tier.',
    });
  await deps.db.transaction().execute(async (trx) => {
    await lockOrCreateProgram(trx, creatorId, deps.currency);
    const now = new Date();
    const current = new Map((await currentTiers(trx, creatorId)).map((tier) => [tier.id, tier]));
    const existing = new Set(current.keys());
    const kept = input.tiers.flatMap((tier) => (tier.id ? [tier.id] : []));
    if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length)
      throw new AppError('CONFLICT', 'Your tiers changed meanwhile; reload the page and try again.');
    await archiveTiersExcept(trx, creatorId, kept);
    for (const [position, tier] of input.tiers.entries()) {
      const values = {
        position,
        title: tier.title,
        description: tier.description,
        price: tier.price,
        memberLimit: tier.memberLimit,
      };
      const before = tier.id ? current.get(tier.id) : undefined;
      if (!tier.id || !before) {
        await insertTier(trx, creatorId, deps.currency, values);
        continue;
      }
      // A new price: members are told, and a rise reaches them after its notice (tier-price.ts).
      const change = priceChangeOf(before, tier.price, now);
      await updateTier(trx, before.id, { ...values, ...change });
      if (change)
        await recordEvent(trx, {
          type: 'membership.tier_price_changed',
          payload: {
            tierId: before.id,
            creatorId,
            oldPrice: change.previousPrice,
            newPrice: tier.price,
            currency: before.currency,
            changedAt: now.toISOString(),
          },
        });
    }
    await updateProgram(trx, creatorId, { enabled: input.enabled, welcomeNote: input.welcomeNote });
    if (input.showMemberCount !== undefined) await saveShowMemberCount(trx, creatorId, input.showMemberCount);
  });
  return setupOf(deps.db, creatorId);
}
