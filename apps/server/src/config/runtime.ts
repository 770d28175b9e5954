import { isIP } from 'node:net';
import { z } from 'zod';
import { defaultPublicUrl } from '../http/loopback.js';
import { booleanFlag, duration, httpUrl, integer } from './env-values.js';

/** The process itself: its environment, where it listens and is reached, logs, metrics and shutdown. */

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What Fastify's `trustProxy` accepts: off, on (trust every hop), or the addresses of trusted
 * proxies. Fastify 5 ignores hop counts (they cannot vouch for the direct peer), so none here.
 */
export type TrustProxy = boolean | string[];

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

const trustProxy = z
  .string()
  .transform((raw): TrustProxy | undefined => {
    // Only the words: "1" could be read as one hop, which Fastify does not support.
    if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
    const entries = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const valid = entries.every((entry) => {
      if (PROXY_KEYWORDS.has(entry)) return true;
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address);
      if (family === 0) return false;
      return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
    });
    return valid && entries.length > 0 ? entries : undefined;
  })
  .refine((v) => v !== undefined, {
    error:
      'expected true, false, or a comma-separated list of proxy IPs/CIDRs (the words loopback, linklocal, uniquelocal allowed)',
  });

/** GA4 measurement ids (G-), Google tag ids (GT-), Ads (AW-), Floodlight (DC-) and Tag Manager containers (GTM-). */
const gtagId = z
  .string()
  .regex(/^(G|GT|AW|DC|GTM)-[A-Z0-9]{4,20}$/, { error: 'expected a Google tag id such as G-ABC123XYZ9 or GTM-ABC1234' });

export const runtimeEnv = z.object({
  PORT: integer(0, 65535).optional(),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+$/, { error: 'expected a host name or IP address, e.g. 127.0.0.1 or 0.0.0.0' })
    .optional(),
  NODE_ENV: z.enum(NODE_ENVS, { error: `expected one of ${NODE_ENVS.join(', ')}` }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).optional(),
  PUBLIC_READ_CACHE: booleanFlag.optional(),
  SHUTDOWN_DRAIN_DELAY: z.union([z.literal('0'), duration]).optional(),
  METRICS_ENABLED: booleanFlag.optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: httpUrl.optional(),
  GTAG_ID: gtagId.optional(),
  SEED_DEMO: booleanFlag.optional(),
  DEV_TOOLS: booleanFlag.optional(),
});
type RuntimeEnv = z.infer<typeof runtimeEnv>;

export interface RuntimeSettings {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /**
   * GET /metrics (decision 0055): on in development, off in tests and production unless
   * METRICS_ENABLED; in production only with METRICS_TOKEN, which every scrape must send as a bearer token.
   */
  metrics: { enabled: boolean; token: string | null };
  /**
   * After SIGTERM, how long the server answers /api/ready with 503 while still serving, before it
   * stops taking connections (SHUTDOWN_DRAIN_DELAY): balancers take it out of rotation first.
   * 5 s in production, 0 elsewhere.
   */
  shutdownDrainMs: number;
  /**
   * Public campaign pages and listings computed once and shared by visitors without a session
   * (PUBLIC_READ_CACHE, decision 0058): on, except in tests unless set.
   */
  sharePublicReads: boolean;
  /** Origin the app is reached at, without a trailing slash. */
  publicUrl: string;
  gtagId: string | null;
  seedDemo: boolean;
  /** DEV_TOOLS: development-only endpoints such as ending a campaign now (admins only). */
  devTools: boolean;
}

/** Development unless NODE_ENV says otherwise: the other sections' defaults depend on it. */
export function nodeEnvOf(v: RuntimeEnv): NodeEnv {
  return v.NODE_ENV ?? 'development';
}

export function runtimeProblems(v: RuntimeEnv): string[] {
  if (nodeEnvOf(v) === 'production' && v.METRICS_ENABLED && !v.METRICS_TOKEN)
    return ['METRICS_ENABLED: /metrics in production needs METRICS_TOKEN (at least 16 characters), sent as a bearer token'];
  return [];
}

export function runtimeSettings(v: RuntimeEnv): RuntimeSettings {
  const nodeEnv = nodeEnvOf(v);
  return {
    port: v.PORT ?? DEFAULT_PORT,
    host: v.HOST ?? DEFAULT_HOST,
    nodeEnv,
    logLevel: v.LOG_LEVEL ?? 'info',
    trustProxy: v.TRUST_PROXY ?? false,
    sharePublicReads: v.PUBLIC_READ_CACHE ?? nodeEnv !== 'test',
    shutdownDrainMs: v.SHUTDOWN_DRAIN_DELAY === '0' ? 0 : (v.SHUTDOWN_DRAIN_DELAY ?? (nodeEnv === 'production' ? 5000 : 0)),
    metrics: {
      enabled: v.METRICS_ENABLED ?? (v.METRICS_TOKEN !== undefined || nodeEnv === 'development'),
      token: v.METRICS_TOKEN ?? null,
    },
    // Unset: where the server listens (PORT=3101 → http://localhost:3101), so a changed port keeps sign-in working.
    publicUrl: v.PUBLIC_URL ?? defaultPublicUrl(v.HOST ?? DEFAULT_HOST, v.PORT ?? DEFAULT_PORT),
    gtagId: v.GTAG_ID ?? null,
    seedDemo: v.SEED_DEMO ?? nodeEnv !== 'production',
    devTools: v.DEV_TOOLS ?? nodeEnv !== 'production',
  };
}
