import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { getOrCreateAccount, postTransaction } from '../ledger/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { findCampaignForUpdate } from '../campaigns/service.js';
import type { CampaignRow } from '../campaigns/service.js';
import { activePledges, markPledgesRefunded } from './repository.js';

/**
 * Refunds of a canceled or failed campaign in bounded batches (decision 0051): the transaction
 * that ends the campaign returns the first batch, and a durable job returns the rest, one batch
 * per transaction, so a campaign with 10,000 backers never holds its row lock (and a connection)
 * for one transaction per backer at once. A pledge's `active` status is the cursor: each batch
 * refunds and marks the pledges it locked, so a run repeated after a crash finds them refunded.
 */
export const CAMPAIGN_REFUNDS_JOB = 'campaign-refunds';

/** Pledges refunded per transaction unless configured (BACKER_BATCH_SIZE). */
export const DEFAULT_REFUND_BATCH_SIZE = 200;

/** A suspended campaign's remaining refunds wait this long before looking again. */
const SUSPENDED_RECHECK_MS = 60 * 60 * 1000;

export function campaignRefundsKey(campaignId: string): string {
  return `campaign-refunds:${campaignId}`;
}

type RefundedCampaign = Pick<CampaignRow, 'id' | 'title' | 'currency'>;

/**
 * Returns up to `batchSize` active pledges to their backers' wallets, one ledger transaction per
 * pledge (each backer's history shows their own refund). The caller holds the campaign row lock.
 * `more`: active pledges remain.
 */
export async function refundPledgeBatch(
  trx: Transaction<Database>,
  campaign: RefundedCampaign,
  why: string,
  batchSize: number,
): Promise<{ refunded: number; more: boolean }> {
  const locked = await activePledges(trx, campaign.id, batchSize + 1);
  const batch = locked.slice(0, batchSize);
  if (batch.length === 0) return { refunded: 0, more: false };
  const escrow = await getOrCreateAccount(trx, 'campaign_escrow', campaign.id, campaign.currency);
  for (const pledge of batch) {
    const amount = toMinorUnits(pledge.amount);
    const wallet = await getOrCreateAccount(trx, 'user_wallet', pledge.backerId, pledge.currency);
    await postTransaction(trx, {
      type: 'pledge_refund',
      description: `Pledge to “${campaign.title ?? 'Untitled campaign'}” returned: ${why}`,
      entries: [
        { accountId: escrow, amount: -amount },
        { accountId: wallet, amount },
      ],
      campaignId: campaign.id,
      pledgeId: pledge.id,
    });
  }
  await markPledgesRefunded(
    trx,
    batch.map((pledge) => pledge.id),
  );
  return { refunded: batch.length, more: locked.length > batchSize };
}

/**
 * Starts returning every active pledge of a campaign that was just canceled or failed (owner
 * cancel, or an all-or-nothing campaign that missed its goal): the first batch in the caller's
 * transaction (which holds the campaign row lock), the rest by the refunds job scheduled in it.
 */
export async function startRefunds(
  trx: Transaction<Database>,
  campaign: RefundedCampaign,
  why: string,
  options: { jobs: JobRunner; batchSize: number; now: Date },
): Promise<number> {
  const { refunded, more } = await refundPledgeBatch(trx, campaign, why, options.batchSize);
  if (more)
    await options.jobs.schedule(trx, {
      name: CAMPAIGN_REFUNDS_JOB,
      key: campaignRefundsKey(campaign.id),
      runAt: options.now,
      payload: { campaignId: campaign.id, why },
    });
  return refunded;
}

/** The refunds job: one batch per run, under the campaign row lock, then the next run at once. */
export function registerRefundsJob(app: FastifyInstance, batchSize: number): void {
  app.jobs.register(CAMPAIGN_REFUNDS_JOB, async (trx, job, now) => {
    const { campaignId, why } = job.payload;
    if (typeof campaignId !== 'string' || typeof why !== 'string') throw new Error(`job ${job.key} carries no campaign`);
    const campaign = await findCampaignForUpdate(trx, campaignId);
    if (!campaign) return;
    const again = (inMs: number) =>
      app.jobs.schedule(trx, { name: job.name, key: job.key, runAt: new Date(now.getTime() + inMs), payload: job.payload });
    // Frozen by an admin: no money moves until it is restored (to canceled or unsuccessful).
    if (campaign.status === 'suspended') return again(SUSPENDED_RECHECK_MS);
    if (campaign.status !== 'canceled' && campaign.status !== 'unsuccessful') {
      app.log.error(
        { campaignId, status: campaign.status },
        'campaign refunds: the campaign is not canceled or failed; nothing moved',
      );
      return;
    }
    const { refunded, more } = await refundPledgeBatch(trx, campaign, why, batchSize);
    if (refunded) app.log.info({ campaignId, refunded, more }, 'campaign refunds: batch returned');
    // A millisecond on: the runner marks a job done when its time is not after its own clock.
    if (more) await again(1);
  });
}
