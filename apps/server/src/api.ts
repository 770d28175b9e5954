import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config/load-config.js';
import type { NodeEnv } from './config/runtime.js';
import { AppError } from './errors/app-error.js';
import { analyticsPlugin } from './modules/analytics/plugin.js';
import { campaignsPlugin } from './modules/campaigns/plugin.js';
import { configRoutes } from './modules/config/routes.js';
import { contactPlugin } from './modules/contact/plugin.js';
import { feedPlugin } from './modules/feed/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { pledgesPlugin } from './modules/pledges/plugin.js';
import { moneyTrailPlugin } from './modules/money-trail/plugin.js';
import { searchPlugin } from './modules/search/plugin.js';
import { socialPlugin } from './modules/social/plugin.js';
import { communityPlugin } from './modules/community/plugin.js';
import { reportsPlugin } from './modules/reports/plugin.js';
import { jobsApiPlugin } from './modules/jobs/plugin.js';
import { eventsApiPlugin } from './modules/events/plugin.js';
import { ledgerPlugin } from './modules/ledger/plugin.js';
import { logsRoutes } from './modules/logs/routes.js';
import { paymentsPlugin } from './modules/payments/plugin.js';
import { walletPlugin } from './modules/wallet/plugin.js';
import { adminPlugin } from './modules/admin/plugin.js';
import { identityRoutes } from './modules/identity/plugin.js';
import { sessionIsLive } from './modules/identity/service.js';
import { devOutboxApiRoutes } from './modules/dev-outbox/routes.js';
import { devToolsRoutes } from './modules/dev-tools/routes.js';
import { usersPlugin } from './modules/users/plugin.js';
import { livePlugin } from './modules/live/plugin.js';
import { rewardsPlugin } from './modules/rewards/plugin.js';
import { messagesPlugin } from './modules/messages/plugin.js';
import { notificationsPlugin } from './modules/notifications/plugin.js';
import { subscriptionsPlugin } from './modules/subscriptions/plugin.js';
import { helpCenterPlugin } from './modules/help-center/plugin.js';
import { promotionsPlugin } from './modules/promotions/plugin.js';
import { membershipsPlugin } from './modules/memberships/plugin.js';
import { memberPostsPlugin } from './modules/member-posts/plugin.js';
import { statsPlugin } from './modules/stats/plugin.js';
import type { Listen } from './db/notifications.js';
import { csrfPlugin } from './plugins/csrf.js';
import { apiRateLimitPlugin } from './plugins/rate-limit.js';
import type { ApiRateLimitOptions } from './plugins/rate-limit.js';

export interface ApiOptions {
  rateLimit: ApiRateLimitOptions;
  gtagId: string | null;
  environment: NodeEnv;
  config: Config;
  /** LISTEN on the database, for live delivery across instances (modules/live). */
  listen?: Listen;
}

function subscriptionTerms(config: Config) {
  return {
    config: config.subscriptions,
    currency: config.money.platformCurrency,
    standardFeePercent: config.money.platformFeePercent,
  };
}

/** Everything under /api: one scope so the rate limit and no-store apply to API routes only. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (api, options) => {
  await api.register(apiRateLimitPlugin, options.rateLimit);

  // API answers are per user and per moment: never stored by browsers or shared caches.
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  const { config } = options;
  await api.register(csrfPlugin, { publicUrl: config.publicUrl, secureCookies: config.publicUrl.startsWith('https:') });

  await api.register(healthRoutes);
  await api.register(configRoutes, {
    gtagId: options.gtagId,
    environment: options.environment,
    googleSignIn: config.auth.google !== null,
    passwordPolicy: config.auth.passwordPolicy,
    adminTwoFactorRequired: config.auth.adminTwoFactorRequired,
    money: {
      platformCurrency: config.money.platformCurrency,
      platformFeePercent: config.money.platformFeePercent,
      proFeePercent: config.subscriptions.proFeePercent,
    },
  });
  await api.register(identityRoutes, { config });
  await api.register(usersPlugin);
  await api.register(adminPlugin, { platformCurrency: config.money.platformCurrency });
  if (config.mail.devOutbox) await api.register(devOutboxApiRoutes);
  await api.register(logsRoutes, { rateLimitMax: config.rateLimit.logsMax });
  await api.register(analyticsPlugin, { pageViewFlushMs: config.pageViewFlushMs });
  await api.register(contactPlugin);
  // Module plugins: each registers its routes, jobs and what it offers other modules. A module
  // that registers into another's registry comes after it (fastify-plugin checks `dependencies`).
  await api.register(jobsApiPlugin);
  await api.register(eventsApiPlugin);
  await api.register(ledgerPlugin);
  await api.register(paymentsPlugin, { config });
  await api.register(walletPlugin, { money: config.money, publicUrl: config.publicUrl });
  await api.register(campaignsPlugin, {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    storage: config.storage,
    sharePublicReads: config.sharePublicReads,
    ...(options.listen ? { listen: options.listen } : {}),
  });
  await api.register(pledgesPlugin, {
    feePercent: config.money.platformFeePercent,
    publicUrl: config.publicUrl,
    refundBatchSize: config.fanOut.backerBatchSize,
  });
  await api.register(moneyTrailPlugin);
  await api.register(searchPlugin);
  await api.register(feedPlugin);
  await api.register(socialPlugin);
  await api.register(livePlugin, {
    publicUrl: config.publicUrl,
    sessionIsLive: (token) => sessionIsLive(api.db, token),
    ...(options.listen ? { listen: options.listen } : {}),
  });
  await api.register(communityPlugin, { publicUrl: config.publicUrl });
  await api.register(reportsPlugin, { publicUrl: config.publicUrl });
  await api.register(rewardsPlugin, {
    backerBatchSize: config.fanOut.backerBatchSize,
    publicUrl: config.publicUrl,
    currency: config.money.platformCurrency,
    secret: config.auth.secret,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await api.register(messagesPlugin);
  await api.register(notificationsPlugin, {
    publicUrl: config.publicUrl,
    secret: config.auth.secret,
    backerBatchSize: config.fanOut.backerBatchSize,
  });
  await api.register(subscriptionsPlugin, { publicUrl: config.publicUrl, terms: subscriptionTerms(config) });
  await api.register(membershipsPlugin, {
    publicUrl: config.publicUrl,
    currency: config.money.platformCurrency,
    standardFeePercent: config.money.platformFeePercent,
  });
  await api.register(memberPostsPlugin, { publicUrl: config.publicUrl });
  // After the modules: its tools drive their services (payment purposes, jobs) as the real paths do.
  if (config.devTools)
    await api.register(devToolsRoutes, {
      subscriptionTerms: subscriptionTerms(config),
      standardFeePercent: config.money.platformFeePercent,
    });
  await api.register(helpCenterPlugin, { publicUrl: config.publicUrl });
  await api.register(promotionsPlugin, {
    pricing: { dailyPrice: config.money.promotionDailyPrice, currency: config.money.platformCurrency },
  });
  await api.register(statsPlugin, { rollupIntervalMs: config.stats.rollupIntervalMs });

  // Unknown API paths answer JSON 404 from inside this scope, so they count against the rate
  // limit (no free URL scanning) and never fall through to the web app's history fallback.
  const notFound = (): never => {
    throw new AppError('NOT_FOUND', 'No API endpoint matches this method and path.');
  };
  api.all('/*', notFound);
  api.all('/', { prefixTrailingSlash: 'no-slash' }, notFound);
};
