import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CAMPAIGN_END_JOB } from '../campaigns/service.js';
import { PLEDGE_LEDGER_CHECKS } from './ledger-checks.js';
import { pledgePaymentPurpose } from './payment-purpose.js';
import { pledgeRoutes } from './routes.js';
import { refundAllPledges, settleCampaign } from './settlement.js';

export interface PledgesPluginOptions {
  feePercent: number;
}

/**
 * The pledges module: its routes, the campaign-end settlement job, and what it registers with the
 * modules it depends on (they never import pledges): refunds when a campaign is canceled, the
 * 'pledge' payment purpose (checkout for the missing amount, pledge once credited), and its
 * ledger invariants.
 */
const pledges: FastifyPluginAsync<PledgesPluginOptions> = async (app, { feePercent }) => {
  app.jobs.register(CAMPAIGN_END_JOB, async (trx, job, now) => {
    const { campaignId } = job.payload;
    if (typeof campaignId !== 'string') throw new Error(`job ${job.key} carries no campaign id`);
    const outcome = await settleCampaign(trx, campaignId, { now, feePercent, jobs: app.jobs });
    app.log.info({ campaignId, outcome }, 'campaign end processed');
  });
  // An owner's cancel returns every active pledge in the cancel's transaction; the settlement
  // job then finds the campaign canceled and does nothing.
  app.campaignCanceledHandlers.register(async (trx, campaign) => {
    await refundAllPledges(trx, campaign, 'the creator canceled the campaign');
  });
  app.paymentPurposes.register(pledgePaymentPurpose);
  app.ledgerChecks.register(...PLEDGE_LEDGER_CHECKS);
  await app.register(pledgeRoutes);
};

export const pledgesPlugin = fp(pledges, { name: 'pledges', dependencies: ['jobs', 'campaigns', 'payments', 'ledger'] });
