import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { REWARDS_LEDGER_CHECKS } from './ledger-checks.js';
import { deleteRewardsOf } from './repository.js';
import { rewardsRoutes, type RewardsRoutesOptions } from './routes.js';
import { readReferralCookie, referralCookieFrom, referralSetCookie } from './referral-cookie.js';
import { attributeReferral, onCampaignLaunched, onCampaignSucceeded } from './service.js';

const SUBSCRIBER = 'rewards';

/**
 * The rewards module (decision 0032): points, badges and referrals. It hears campaigns' launch and
 * success through domain events and reads the collected pledges through the pledges service.
 */
const rewards: FastifyPluginAsync<RewardsRoutesOptions> = async (app, options) => {
  app.events.subscribe('campaign.succeeded', SUBSCRIBER, onCampaignSucceeded);
  app.events.subscribe('campaign.launched', SUBSCRIBER, onCampaignLaunched);
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

export const rewardsPlugin = fp(rewards, { name: 'rewards', dependencies: ['identity', 'ledger', 'pledges'] });
