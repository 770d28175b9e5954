import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { REWARDS_LEDGER_CHECKS } from './ledger-checks.js';
import { onMembershipJoined } from './membership-rewards.js';
import { deleteRewardsOf } from './repository.js';
import { rewardsRoutes, type RewardsRoutesOptions } from './routes.js';
import { readReferralCookie, referralCookieFrom, referralSetCookie } from './referral-cookie.js';
import { attributeReferral, onCampaignLaunched, onCampaignSucceeded, REWARD_BACKINGS_JOB, rewardBackings } from './service.js';

const SUBSCRIBER = 'rewards';

/**
 * The rewards module (decision 0032): points, badges and referrals. It hears campaigns' launch and
 * success through domain events and reads the collected pledges through the pledges service.
 */
export interface RewardsPluginOptions extends RewardsRoutesOptions {
  /** Backings granted per transaction at a campaign's success (BACKER_BATCH_SIZE). */
  backerBatchSize: number;
}

const rewards: FastifyPluginAsync<RewardsPluginOptions> = async (app, { backerBatchSize, ...options }) => {
  const fanOut = { jobs: app.jobs, batchSize: backerBatchSize };
  app.events.subscribe('campaign.succeeded', SUBSCRIBER, (trx, event) => onCampaignSucceeded(trx, event, fanOut));
  // The rest of a successful campaign's backings, one batch per run (the cursor is the last pledge id).
  app.jobs.register(REWARD_BACKINGS_JOB, async (trx, job, now) => {
    const { campaignId, after } = job.payload;
    if (typeof campaignId !== 'string' || typeof after !== 'string') throw new Error(`job ${job.key} carries no cursor`);
    const next = await rewardBackings(trx, campaignId, after, backerBatchSize);
    // A millisecond on: the runner marks a job done when its time is not after its own clock.
    if (next !== null)
      await app.jobs.schedule(trx, {
        name: job.name,
        key: job.key,
        runAt: new Date(now.getTime() + 1),
        payload: { campaignId, after: next },
      });
  });
  app.events.subscribe('campaign.launched', SUBSCRIBER, onCampaignLaunched);
  app.events.subscribe('membership.started', SUBSCRIBER, onMembershipJoined);
  app.ledgerChecks.register(...REWARDS_LEDGER_CHECKS);
  app.identity.beforeAccountDeletion('rewards', { cleanUp: deleteRewardsOf });
  // The referral cookie set by the link (/join/:code, referral-link.ts) is read on the first API
  // request made with an account (right after sign-up the app asks /api/me), then cleared,
  // whatever the outcome. Requests without the cookie cost one header scan.
  app.addHook('onRequest', async (request, reply) => {
    const raw = referralCookieFrom(request.headers.cookie);
    if (!raw || request.url.startsWith('/api/auth/')) return;
    const userId = await request.optionalUserId();
    if (!userId) return;
    const referral = readReferralCookie(options.secret, raw, new Date());
    if (referral) await attributeReferral(app.db, userId, referral);
    reply.header('set-cookie', referralSetCookie('', options.secureCookies, 0));
  });
  await app.register(rewardsRoutes, options);
};

export const rewardsPlugin = fp(rewards, { name: 'rewards', dependencies: ['identity', 'ledger', 'pledges', 'jobs'] });
