import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CAMPAIGN_END_JOB } from '../campaigns/service.js';
import { createSettlementFeeRules } from './fee-rules.js';
import type { SettlementFeeRules } from './fee-rules.js';
import { PLEDGE_LEDGER_CHECKS } from './ledger-checks.js';
import { pledgePaymentPurpose } from './payment-purpose.js';
import { deleteAddressesOfBacker } from './extras-repository.js';
import { countPledgeOutcomes } from './metrics.js';
import { pledgeRoutes } from './routes.js';
import { rebackRoutes } from './reback-routes.js';
import { activePledgesBlockingDeletion } from './service.js';
import { DEFAULT_REFUND_BATCH_SIZE, registerRefundsJob, startRefunds } from './refunds.js';
import { settleCampaign } from './settlement.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lower platform fees other modules grant owners at settlement (subscriptions: Pro). */
    settlementFeeRules: SettlementFeeRules;
  }
}

export interface PledgesPluginOptions {
  feePercent: number;
  /** Where a pledge's card checkout returns to. */
  publicUrl: string;
  /** Pledges refunded per transaction when a campaign is canceled or fails (BACKER_BATCH_SIZE). */
  refundBatchSize?: number;
}

/**
 * The pledges module: its routes (the card checkout for a pledge among them), the campaign-end
 * settlement job, and what it registers with the modules it depends on (they never import
 * pledges): refunds when a campaign is canceled, the 'pledge' payment purpose (the pledge made
 * once its checkout is credited), its ledger invariants, and active pledges as a reason an account
 * cannot be deleted yet.
 */
const pledges: FastifyPluginAsync<PledgesPluginOptions> = async (app, { feePercent, publicUrl, refundBatchSize }) => {
  const batchSize = refundBatchSize ?? DEFAULT_REFUND_BATCH_SIZE;
  app.decorate('settlementFeeRules', createSettlementFeeRules());
  app.jobs.register(CAMPAIGN_END_JOB, async (trx, job, now) => {
    const { campaignId } = job.payload;
    if (typeof campaignId !== 'string') throw new Error(`job ${job.key} carries no campaign id`);
    const outcome = await settleCampaign(trx, campaignId, {
      now,
      feePercent,
      jobs: app.jobs,
      feeRules: app.settlementFeeRules,
      refundBatchSize: batchSize,
    });
    app.log.info({ campaignId, outcome }, 'campaign end processed');
  });
  // An owner's cancel returns the first batch of pledges in the cancel's transaction and the
  // refunds job the rest; the settlement job then finds the campaign canceled and does nothing.
  registerRefundsJob(app, batchSize);
  app.campaignCanceledHandlers.register(async (trx, campaign) => {
    await startRefunds(trx, campaign, 'the creator canceled the campaign', { jobs: app.jobs, batchSize, now: new Date() });
  });
  app.paymentPurposes.register(pledgePaymentPurpose);
  app.ledgerChecks.register(...PLEDGE_LEDGER_CHECKS);
  // Backing a campaign that has not ended stops an account from going; this reason is read
  // before the one about the person's own live campaign.
  // Once it can go, the person's shipping addresses go with it; the pledges stay as money history.
  app.identity.beforeAccountDeletion('pledges', {
    blockingReason: activePledgesBlockingDeletion,
    cleanUp: deleteAddressesOfBacker,
    before: 'campaigns',
  });
  countPledgeOutcomes(app);
  await app.register(pledgeRoutes, { publicUrl, feePercent });
  await app.register(rebackRoutes);
};

export const pledgesPlugin = fp(pledges, {
  name: 'pledges',
  dependencies: ['jobs', 'campaigns', 'payments', 'ledger', 'identity'],
});
