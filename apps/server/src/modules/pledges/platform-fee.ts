import type { PlatformFee } from '@crowdspark/shared/contracts/pledges';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { campaignRoleOf, findCampaign } from '../campaigns/service.js';
import { lowestSettlementFee } from './fee-rules.js';
import type { SettlementFeeRules } from './fee-rules.js';

/** Only the team sees a draft's or a suspended campaign's fee; anyone sees a launched one's. */
const TEAM_ONLY = new Set(['draft', 'suspended']);

/**
 * The platform fee a campaign's creator would pay if it ended now: the same rules the settlement
 * applies (the configured fee, or a lower one another module grants, e.g. Pro), so the editor, the
 * review step and a backer's confirmation all show the fee that will be taken.
 */
export async function campaignPlatformFee(
  deps: { db: Kysely<Database>; feeRules: SettlementFeeRules; standardPercent: number },
  campaignId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<PlatformFee> {
  const campaign = await findCampaign(deps.db, campaignId);
  const visible =
    campaign !== undefined &&
    (!TEAM_ONLY.has(campaign.status) || (viewerId !== null && (await campaignRoleOf(deps.db, campaignId, viewerId)) !== null));
  if (!campaign || !visible) throw new AppError('NOT_FOUND', 'This campaign does not exist.');
  const fee = await deps.db
    .transaction()
    .execute((trx) => lowestSettlementFee(trx, deps.feeRules, campaign.ownerId, now, deps.standardPercent));
  return { percent: fee.percent, plan: fee.rule === 'pro' ? 'pro' : 'standard' };
}
