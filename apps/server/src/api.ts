import type { FastifyPluginAsync } from 'fastify';
import type { Config, NodeEnv } from './config.js';
import { AppError } from './errors/app-error.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { campaignImageRoutes } from './modules/campaigns/image-routes.js';
import { campaignRoutes } from './modules/campaigns/routes.js';
import { tusUploadRoutes } from './modules/campaigns/tus-uploads.js';
import { configRoutes } from './modules/config/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { pledgeRoutes } from './modules/pledges/routes.js';
import { jobsAdminRoutes } from './modules/jobs/routes.js';
import { ledgerAdminRoutes } from './modules/ledger/routes.js';
import { logsRoutes } from './modules/logs/routes.js';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payments/routes.js';
import { withdrawalAdminRoutes } from './modules/wallet/admin-routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { devOutboxApiRoutes } from './modules/dev-outbox/routes.js';
import { devToolsRoutes } from './modules/dev-tools/routes.js';
import { avatarRoutes } from './modules/users/avatar.js';
import { userRoutes } from './modules/users/routes.js';
import { csrfPlugin } from './plugins/csrf.js';
import { apiRateLimitPlugin } from './plugins/rate-limit.js';
import type { ApiRateLimitOptions } from './plugins/rate-limit.js';

export interface ApiOptions {
  rateLimit: ApiRateLimitOptions;
  gtagId: string | null;
  environment: NodeEnv;
  config: Config;
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
    money: { platformCurrency: config.money.platformCurrency, platformFeePercent: config.money.platformFeePercent },
  });
  await api.register(authRoutes, {
    prefix: '/auth',
    publicUrl: config.publicUrl,
    passwordPolicy: config.auth.passwordPolicy,
    googleSignIn: config.auth.google !== null,
  });
  await api.register(userRoutes);
  await api.register(avatarRoutes);
  await api.register(adminRoutes);
  await api.register(jobsAdminRoutes);
  await api.register(pledgeRoutes, { feePercent: config.money.platformFeePercent });
  if (config.mail.devOutbox) await api.register(devOutboxApiRoutes);
  if (config.devTools) await api.register(devToolsRoutes);
  await api.register(logsRoutes, { rateLimitMax: config.rateLimit.logsMax });
  await api.register(analyticsRoutes);
  await api.register(contactRoutes);
  await api.register(walletRoutes, { money: config.money, publicUrl: config.publicUrl });
  await api.register(paymentRoutes);
  await api.register(paymentWebhookRoutes);
  await api.register(withdrawalAdminRoutes);
  await api.register(ledgerAdminRoutes);
  await api.register(campaignRoutes, { publicUrl: config.publicUrl });
  await api.register(campaignImageRoutes);
  await api.register(tusUploadRoutes, { prefix: '/uploads', dataDir: config.dataDir });

  // Unknown API paths answer JSON 404 from inside this scope, so they count against the rate
  // limit (no free URL scanning) and never fall through to the web app's history fallback.
  const notFound = (): never => {
    throw new AppError('NOT_FOUND', 'No API endpoint matches this method and path.');
  };
  api.all('/*', notFound);
  api.all('/', { prefixTrailingSlash: 'no-slash' }, notFound);
};
