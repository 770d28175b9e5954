import type { RebackOffer } from '@crowdspark/shared/contracts/relaunch';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findRewardTiers, type CampaignRow } from '../campaigns/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { addressOfPledge } from './addresses.js';
import { findActivePledge } from './repository.js';

/**
 * One-click re-back (docs/product-rules.md#relaunch): what a backer of the earlier campaign, whose
 * pledge went back to their wallet when it failed or was canceled, would pledge to its live
 * relaunch. The same reward (by title) when the relaunch still has it available, the same amount
 * towards it (raised to the reward's minimum if that grew), and the address it was to ship to.
 * Null when they never backed it, canceled their pledge themselves, or already back the relaunch.
 */
export async function rebackOffer(
  db: Kysely<Database>,
  backerId: string,
  relaunch: Pick<CampaignRow, 'id' | 'status' | 'currency'>,
  earlier: { id: string; title: string | null },
): Promise<RebackOffer | null> {
  if (relaunch.status !== 'live') return null;
  if (await findActivePledge(db, relaunch.id, backerId)) return null;
  const previous = await db
    .selectFrom('pledges')
    .leftJoin('campaignRewardTiers as tier', 'tier.id', 'pledges.tierId')
    .select(['pledges.id', 'pledges.amount', 'pledges.shippingAmount', 'pledges.addOnsAmount', 'tier.title as tierTitle'])
    .where('pledges.campaignId', '=', earlier.id)
    .where('pledges.backerId', '=', backerId)
    .where('pledges.status', '=', 'refunded')
    .orderBy('pledges.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous) return null;
  const towardsReward =
    toMinorUnits(previous.amount) - toMinorUnits(previous.shippingAmount) - toMinorUnits(previous.addOnsAmount);
  const tier =
    previous.tierTitle === null
      ? undefined
      : (await findRewardTiers(db, relaunch.id)).find(
          (candidate) =>
            candidate.title === previous.tierTitle && (candidate.quantity === null || candidate.claimed < candidate.quantity),
        );
  const shippingAddress = tier?.shipping ? await addressOfPledge(db, previous.id) : null;
  // A reward that ships needs an address; without the earlier one the offer is the same amount, no reward.
  const matched = tier && (!tier.shipping || shippingAddress) ? tier : undefined;
  return {
    previousCampaignId: earlier.id,
    previousTitle: earlier.title,
    tierId: matched?.id ?? null,
    tierTitle: matched?.title ?? null,
    amount: Math.max(towardsReward, matched ? toMinorUnits(matched.minimumPledge) : 0),
    currency: relaunch.currency,
    shippingAddress: matched ? shippingAddress : null,
  };
}
