import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config/load-config.js';
import { AppError } from '../errors/app-error.js';
import { SharedRateLimitCounts, sharedRateLimitStore } from './rate-limit-store.js';

/**
 * Tighter per-IP limits for the endpoints anyone can write to without an account. The browser
 * sends logs in batches of 20 or every 5 s (docs/product-rules.md#client-log-pipeline) and a page view per navigation, so these
 * leave room for real use while capping abuse; the contact form is for people, not scripts.
 */
export const ROUTE_RATE_LIMITS = {
  /** `max` here is the default of LOGS_RATE_LIMIT_MAX (config.rateLimit.logsMax). */
  logs: { max: 60, timeWindow: 60_000 },
  pageView: { max: 120, timeWindow: 60_000 },
  contact: { max: 5, timeWindow: 10 * 60_000 },
} as const;

/** The configured limits and where their counts live (config/rate-limits.ts `rateLimit`). */
export type ApiRateLimitOptions = Config['rateLimit'];

/**
 * Per-IP limit for every route registered after it in the same scope (the /api scope). With
 * TRUST_PROXY set, the client IP comes from X-Forwarded-For. Several servers behind a balancer
 * share their counts through the database or Redis, so a client meets one limit, not one per server.
 */
const apiRateLimit: FastifyPluginAsync<ApiRateLimitOptions> = async (app, options) => {
  const { max, windowMs } = options;
  let store: Partial<Parameters<typeof rateLimit>[1]> = {};
  if (options.store === 'database') {
    const counts = new SharedRateLimitCounts(app.db, app.log, options.syncMs);
    app.addHook('onClose', () => counts.close());
    store = { store: sharedRateLimitStore(counts) };
  } else if (options.store === 'redis' && options.redisUrl) {
    const redis = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    store = { redis, nameSpace: 'crowdspark:rate-limit:' };
  }
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    ...store,
    // A store that cannot answer (Redis down) lets the request through rather than failing it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests. Please wait ${context.after} and try again.`),
  });
};

export const apiRateLimitPlugin = fp(apiRateLimit, { name: 'api-rate-limit' });
