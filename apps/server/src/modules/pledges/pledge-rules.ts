import type { Pledge } from '@crowdspark/shared/contracts/pledges';
import { AppError } from '../../errors/app-error.js';
import type { CampaignRow } from '../campaigns/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import type { AddOnLine } from './extras-repository.js';
import type { PledgeRow } from './repository.js';

/** What a pledge looks like to its backer, and when a campaign takes pledges at all. */

/** A pledge as the API shows it. */
export function presentPledge(
  row: PledgeRow,
  campaign: Pick<CampaignRow, 'status' | 'fundingModel' | 'endsAt'>,
  now: Date,
  addOns: readonly AddOnLine[],
): Pledge {
  const total = toMinorUnits(row.amount);
  const shipping = toMinorUnits(row.shippingAmount);
  const addOnsTotal = toMinorUnits(row.addOnsAmount);
  return {
    id: row.id,
    campaignId: row.campaignId,
    tierId: row.tierId,
    amount: total,
    currency: row.currency,
    status: row.status,
    breakdown: { reward: total - shipping - addOnsTotal, shipping, addOns: addOnsTotal, total },
    shipTo: row.shipTo,
    addOns: [...addOns],
    changeable: row.status === 'active' && isChangeable(campaign, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Backers may change or cancel only while an all-or-nothing campaign is live (docs/product-rules.md#changing-a-pledge). */
function isChangeable(campaign: Pick<CampaignRow, 'status' | 'fundingModel' | 'endsAt'>, now: Date): boolean {
  return (
    campaign.status === 'live' && campaign.fundingModel === 'all_or_nothing' && (campaign.endsAt?.getTime() ?? 0) > now.getTime()
  );
}

export const CAMPAIGN_ENDED = 'This campaign has ended and no longer takes pledges.';

/** Refuses pledges (and changes) to campaigns that are not open, with the reason the backer needs. */
export function assertOpenForPledges(campaign: CampaignRow | undefined, now: Date): asserts campaign is CampaignRow {
  if (!campaign || campaign.status === 'draft') throw new AppError('NOT_FOUND', 'No campaign was found at this address.');
  if (campaign.status === 'suspended')
    throw new AppError('CONFLICT', 'This campaign is paused by Crowdspark and cannot take pledges right now.');
  if (campaign.status !== 'live' || (campaign.endsAt?.getTime() ?? 0) <= now.getTime())
    throw new AppError('CONFLICT', CAMPAIGN_ENDED);
}
