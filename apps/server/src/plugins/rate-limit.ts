import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';

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

export interface ApiRateLimitOptions {
  max: number;
  windowMs: number;
  logsMax: number;
}

/**
 * Per-IP limit for every route registered after it in the same scope (the /api scope). Counters
 * live in this process; several instances behind a balancer would need a shared store (Redis).
 * With TRUST_PROXY set, the client IP comes from X-Forwarded-For.
 */
const apiRateLimit: FastifyPluginAsync<ApiRateLimitOptions> = async (app, { max, windowMs }) => {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests. Please wait ${context.after} and try again.`),
  });
};

export const apiRateLimitPlugin = fp(apiRateLimit, { name: 'api-rate-limit' });
