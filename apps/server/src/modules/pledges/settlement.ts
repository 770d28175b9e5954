import { platformFee } from '@crowdspark/shared/constants/money';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sumMinorUnits, toMinorUnits } from '../ledger/amounts.js';
import { getOrCreateAccount, postTransaction } from '../ledger/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { endCampaign, findCampaignForUpdate, scheduleCampaignEnd } from '../campaigns/service.js';
import { lowestSettlementFee } from './fee-rules.js';
import type { SettlementFeeRules } from './fee-rules.js';
import { DEFAULT_REFUND_BATCH_SIZE, startRefunds } from './refunds.js';
import { activePledges, insertSettlement, markPledges } from './repository.js';

/** A suspended campaign past its end date is looked at again this often until it is restored. */
const SUSPENDED_RECHECK_MS = 60 * 60 * 1000;

export type SettlementOutcome =
  | { kind: 'skipped'; reason: string }
  | { kind: 'rescheduled' }
  | { kind: 'successful'; total: number; fee: number; feePercent: number; feeRule: string }
  /** `refunded` now; the rest follow in batches (refunds.ts). */
  | { kind: 'unsuccessful'; refunded: number };

/**
 * Settles a campaign at its end date. All-or-nothing: goal reached → the escrow goes to the
 * creator's wallet less the platform fee (to platform revenue); missed → every pledge goes back.
 * Keep-it-all: whatever was pledged goes to the creator less the fee. One database transaction,
 * holding the campaign row lock, so pledges cannot slip in while it runs; refunds beyond the first
 * batch follow in transactions of their own (refunds.ts).
 */
export async function settleCampaign(
  trx: Transaction<Database>,
  campaignId: string,
  options: { now: Date; feePercent: number; jobs: JobRunner; feeRules?: SettlementFeeRules; refundBatchSize?: number },
): Promise<SettlementOutcome> {
  const campaign = await findCampaignForUpdate(trx, campaignId);
  if (!campaign) return { kind: 'skipped', reason: 'campaign not found' };
  if (campaign.status === 'suspended') {
    // Frozen: nothing moves until an admin restores it; look again later.
    await scheduleCampaignEnd(trx, options.jobs, campaignId, new Date(options.now.getTime() + SUSPENDED_RECHECK_MS));
    return { kind: 'rescheduled' };
  }
  if (campaign.status !== 'live') return { kind: 'skipped', reason: `campaign is ${campaign.status}` };
  if (!campaign.endsAt || campaign.endsAt.getTime() > options.now.getTime()) {
    await scheduleCampaignEnd(trx, options.jobs, campaignId, campaign.endsAt ?? options.now);
    return { kind: 'rescheduled' };
  }

  const pledges = await activePledges(trx, campaignId);
  const total = Number(sumMinorUnits(pledges.map((p) => toMinorUnits(p.amount))));
  const goal = toMinorUnits(campaign.goal ?? 0);
  const succeeded = campaign.fundingModel === 'keep_it_all' ? total > 0 : total >= goal && total > 0;

  if (!succeeded) {
    const refunded = await startRefunds(trx, campaign, 'the campaign did not reach its goal', {
      jobs: options.jobs,
      batchSize: options.refundBatchSize ?? DEFAULT_REFUND_BATCH_SIZE,
      now: options.now,
    });
    await endCampaign(trx, campaign, { status: 'unsuccessful', raised: total, endedAt: options.now });
    return { kind: 'unsuccessful', refunded };
  }

  // The owner's fee as of the settlement: the lowest any registered rule grants (Pro, decision 0033).
  const feeTerms = options.feeRules
    ? await lowestSettlementFee(trx, options.feeRules, campaign.ownerId, options.now, options.feePercent)
    : { percent: options.feePercent, rule: 'standard' };
  const fee = platformFee(total, feeTerms.percent);
  const escrow = await getOrCreateAccount(trx, 'campaign_escrow', campaignId, campaign.currency);
  const creatorWallet = await getOrCreateAccount(trx, 'user_wallet', campaign.ownerId, campaign.currency);
  const entries = [
    { accountId: escrow, amount: -total },
    { accountId: creatorWallet, amount: total - fee },
  ];
  if (fee > 0)
    entries.push({ accountId: await getOrCreateAccount(trx, 'platform_revenue', null, campaign.currency), amount: fee });
  await postTransaction(trx, {
    type: 'settlement',
    description: `Funds from “${campaign.title ?? 'Untitled campaign'}” (${pledges.length} backers, platform fee ${feeTerms.percent}%${feeTerms.rule === 'pro' ? ' with Pro' : ''})`,
    entries,
    campaignId,
  });
  await insertSettlement(trx, {
    campaignId,
    ownerId: campaign.ownerId,
    total,
    fee,
    feePercent: feeTerms.percent,
    feeRule: feeTerms.rule,
    currency: campaign.currency,
    settledAt: options.now,
  });
  await markPledges(trx, campaignId, 'active', 'collected');
  await endCampaign(trx, campaign, { status: 'successful', raised: total, endedAt: options.now });
  return { kind: 'successful', total, fee, feePercent: feeTerms.percent, feeRule: feeTerms.rule };
}
