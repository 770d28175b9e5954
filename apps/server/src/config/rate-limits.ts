import { z } from 'zod';
import { duration, integer } from './env-values.js';

/** Where per-IP request counts live (plugins/rate-limit.ts, decision 0054). */
export const RATE_LIMIT_STORES = ['memory', 'database', 'redis'] as const;
export type RateLimitStoreKind = (typeof RATE_LIMIT_STORES)[number];

const DEFAULTS = { max: 300, windowMs: 60_000, logsMax: 60, syncMs: 500 } as const;

const redisUrl = z.string().refine((raw) => /^rediss?:\/\/./.test(raw) && URL.canParse(raw), {
  error: 'expected a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
});

export const rateLimitEnv = z.object({
  RATE_LIMIT_MAX: integer(1, 1_000_000).optional(),
  LOGS_RATE_LIMIT_MAX: integer(1, 1_000_000).optional(),
  RATE_LIMIT_WINDOW: duration.optional(),
  RATE_LIMIT_STORE: z.enum(RATE_LIMIT_STORES, { error: `expected one of ${RATE_LIMIT_STORES.join(', ')}` }).optional(),
  RATE_LIMIT_SYNC_INTERVAL: duration.optional(),
  REDIS_URL: redisUrl.optional(),
});
type RateLimitEnv = z.infer<typeof rateLimitEnv>;

export interface RateLimitSettings {
  /**
   * Per client IP: `max` requests per `windowMs` on every /api route; `logsMax`, the tighter limit
   * on POST /api/logs (LOGS_RATE_LIMIT_MAX per window).
   * `store`: where the counts live (RATE_LIMIT_STORE; decision 0054): `redis` when REDIS_URL is
   * set, else `database` on PostgreSQL (shared by every server), else `memory` (one process, PGlite).
   * `syncMs`: how often `database` counts are shared (RATE_LIMIT_SYNC_INTERVAL, default 500 ms).
   */
  rateLimit: {
    max: number;
    windowMs: number;
    logsMax: number;
    store: RateLimitStoreKind;
    redisUrl: string | null;
    syncMs: number;
  };
}

export function rateLimitProblems(v: RateLimitEnv): string[] {
  return v.RATE_LIMIT_STORE === 'redis' && !v.REDIS_URL ? ['RATE_LIMIT_STORE: redis needs REDIS_URL'] : [];
}

/** `onPostgres`: DATABASE_URL is set, so every server can share counts through the database. */
export function rateLimitSettings(v: RateLimitEnv, onPostgres: boolean): RateLimitSettings {
  return {
    rateLimit: {
      max: v.RATE_LIMIT_MAX ?? DEFAULTS.max,
      windowMs: v.RATE_LIMIT_WINDOW ?? DEFAULTS.windowMs,
      logsMax: v.LOGS_RATE_LIMIT_MAX ?? DEFAULTS.logsMax,
      store: v.RATE_LIMIT_STORE ?? (v.REDIS_URL ? 'redis' : onPostgres ? 'database' : 'memory'),
      redisUrl: v.REDIS_URL ?? null,
      syncMs: v.RATE_LIMIT_SYNC_INTERVAL ?? DEFAULTS.syncMs,
    },
  };
}
