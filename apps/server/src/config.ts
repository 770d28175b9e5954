import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import { z } from 'zod';
import { defaultPublicUrl } from './http/loopback.js';
import { resolveFromRepoRoot } from './paths.js';
import { MIN_SECRET_LENGTH, secretWeakness } from './secret-strength.js';
import { storageUrl } from './storage/storage-url.js';
import type { S3StorageConfig } from './storage/storage-url.js';

/**
 * Server configuration, read once from the environment at start-up. Every variable is checked
 * here so a typo stops the server with a message naming the variable, instead of surfacing later
 * as an odd runtime failure.
 */

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What Fastify's `trustProxy` accepts: off, on (trust every hop), or the addresses of trusted
 * proxies. Fastify 5 ignores hop counts (they cannot vouch for the direct peer), so none here.
 */
export type TrustProxy = boolean | string[];

/** Where per-IP request counts live (plugins/rate-limit.ts, decision 0054). */
export const RATE_LIMIT_STORES = ['memory', 'database', 'redis'] as const;
export type RateLimitStoreKind = (typeof RATE_LIMIT_STORES)[number];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  /**
   * The primary's pool (DATABASE_POOL_MAX) and a streaming read replica for reads that tolerate a
   * little lag (DATABASE_READ_URL, decision 0060) with its own pool (DATABASE_READ_POOL_MAX).
   */
  databasePool: { max: number; readUrl: string | null; readMax: number };
  dataDir: string;
  /**
   * Where uploaded files live (STORAGE_URL, decision 0053): an S3-compatible bucket every instance
   * shares, or null for the embedded folder `${dataDir}/uploads`.
   */
  storage: S3StorageConfig | null;
  /** Where PGlite keeps its files: `${dataDir}/pglite`. */
  pgliteDir: string;
  webDistDir: string;
  /**
   * The web app's server entry (WEB_SSR_ENTRY), which renders first screens as HTML; by default
   * `entry-server.js` in the directory next to the web build named like it plus `-ssr`
   * (apps/web/dist-ssr). Without the file the server sends the plain app shell.
   */
  webSsrEntry: string;
  logLevel: LogLevel;
  /** Default limit for every /api route, per client IP. */
  /** `logsMax`: the tighter per-IP limit on POST /api/logs (LOGS_RATE_LIMIT_MAX per window). */
  /**
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
  trustProxy: TrustProxy;
  /**
   * GET /metrics (decision 0055): on in development, off in tests and production unless
   * METRICS_ENABLED; in production only with METRICS_TOKEN, which every scrape must send as a bearer token.
   */
  metrics: { enabled: boolean; token: string | null };
  /**
   * How long page views wait to be written in one batch (PAGE_VIEW_FLUSH_INTERVAL, decision 0057):
   * 1 s by default; 0 in tests unless set (each view written before its answer).
   */
  pageViewFlushMs: number;
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
  /** Scheduled jobs: poll every `pollIntervalMs`; null when JOBS_ENABLED is off (default in tests). */
  jobs: { pollIntervalMs: number | null };
  /** DEV_TOOLS: development-only endpoints such as ending a campaign now (admins only). */
  devTools: boolean;
  auth: AuthConfig;
  mail: MailConfig;
  money: MoneyConfig;
  payments: PaymentsConfig;
  subscriptions: SubscriptionsConfig;
  /** Creator stats: the page-view rollup job runs every `rollupIntervalMs` (STATS_ROLLUP_INTERVAL, default 5 minutes). */
  stats: { rollupIntervalMs: number };
  /**
   * Work that fans out over a campaign's backers (refunds, rewards at success) handles this many
   * per transaction, the rest in follow-up jobs (BACKER_BATCH_SIZE, default 200; decision 0051).
   */
  fanOut: { backerBatchSize: number };
}

export interface MoneyConfig {
  /** ISO 4217 code of the platform currency (PLATFORM_CURRENCY, default USD). */
  platformCurrency: string;
  /** Platform fee on campaign funds, in percent (PLATFORM_FEE_PERCENT, default 5). */
  platformFeePercent: number;
  /** Withdrawals above this many minor units wait for an admin (WITHDRAWAL_APPROVAL_THRESHOLD, default 50000). */
  withdrawalApprovalThreshold: number;
  /** Price of one day of promotion, in minor units of the platform currency (PROMOTION_DAILY_PRICE, default 500). */
  promotionDailyPrice: number;
}

/** Pro subscriptions (docs/decisions/0033-subscriptions.md); prices in minor units of the platform currency. */
export interface SubscriptionsConfig {
  /** PRO_MONTHLY_PRICE, default 900. */
  monthlyPrice: number;
  /** PRO_YEARLY_PRICE, default 9000. */
  yearlyPrice: number;
  /** PRO_PLATFORM_FEE_PERCENT, default 3: the fee on campaigns settled while their owner is subscribed. */
  proFeePercent: number;
  /** PRO_PROMOTION_CREDIT, default 500: promotion credit granted per paid month (a year grants twelve). */
  monthlyPromotionCredit: number;
  /** SUBSCRIPTION_GRACE_DAYS, default 7: how long Pro lasts after an unpaid renewal. */
  graceDays: number;
}

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

export interface PaymentsConfig {
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** Signs the sandbox provider's webhooks and checkout sessions. */
  sandboxWebhookSecret: string;
  /**
   * Stripe keys; required when provider is stripe. `apiUrl` (STRIPE_API_URL) points the client at
   * another host than api.stripe.com (a local stand-in, stripe-mock); `prices` are Stripe Price
   * ids for Pro (STRIPE_PRICE_PRO_MONTHLY / STRIPE_PRICE_PRO_YEARLY), else the configured amounts
   * are sent as recurring price_data (decision 0038).
   */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    apiUrl: string | null;
    prices: { monthly: string | null; yearly: string | null };
  } | null;
  /** ALLOW_SANDBOX_PAYMENTS: the sandbox in production (demos only); refused there without it. */
  allowSandboxInProduction: boolean;
  /**
   * Crash recovery: the reconciliation job runs every `reconcileIntervalMs` (PAYMENTS_RECONCILE_INTERVAL,
   * default 5 minutes) and asks the provider about payments pending and payouts processing for longer
   * than `reconcileAfterMs` (PAYMENTS_RECONCILE_AFTER, default 15 minutes).
   */
  reconcileIntervalMs: number;
  reconcileAfterMs: number;
  /**
   * An Idempotency-Key whose request has not answered within this lease (IDEMPOTENCY_LEASE, default
   * 30 s) is taken over by a retry: its first process died (see http/idempotency.ts).
   */
  idempotencyLeaseMs: number;
}

export interface AuthConfig {
  /** Signs cookies and tokens. From BETTER_AUTH_SECRET or AUTH_SECRET; a fixed value outside production. */
  secret: string;
  /** True when the fixed development secret is in use (logged as a warning at start-up). */
  secretIsDevDefault: boolean;
  passwordPolicy: PasswordPolicy;
  /** Per-IP limits on the auth endpoints (AUTH_IP_RATE_LIMIT, default on; per-account limits always apply). */
  ipRateLimit: boolean;
  /** Google sign-in (OpenID Connect); null unless both client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
}

export interface MailConfig {
  /** SMTP server URL (smtp://user:pass@host:587, smtps://...); null keeps mail in the outbox only. */
  smtpUrl: string | null;
  from: string;
  /** GET /api/dev/outbox and /dev/outbox. */
  devOutbox: boolean;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid configuration; fix these environment variables and start again:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  /** Connections per database pool (pg's usual size); the replica's mirrors the primary's. */
  databasePoolMax: 10,
  webDistDir: 'apps/web/dist',
  rateLimitMax: 300,
  rateLimitWindowMs: 60_000,
  logsRateLimitMax: 60,
  passwordMinLength: 6,
  mailFrom: 'Crowdspark <no-reply@crowdspark.local>',
  googleIssuer: 'https://accounts.google.com',
  platformCurrency: 'USD',
  platformFeePercent: 5,
  withdrawalApprovalThreshold: 50_000,
  promotionDailyPrice: 500,
  reconcileIntervalMs: 5 * 60_000,
  reconcileAfterMs: 15 * 60_000,
  idempotencyLeaseMs: 30_000,
} as const;

/** Used outside production when SANDBOX_WEBHOOK_SECRET is not set. */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'crowdspark-sandbox-webhook-secret-development';

/** Used only outside production when no secret is configured; the server logs a warning. */
export const DEV_AUTH_SECRET = 'crowdspark-development-secret-do-not-use-in-production';

const BOOLEAN_WORDS = new Map<string, boolean>([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['false', false],
  ['0', false],
  ['no', false],
]);
const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function integer(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: `expected a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `expected a whole number from ${min} to ${max}` });
}

const booleanFlag = z
  .string()
  .transform((raw) => BOOLEAN_WORDS.get(raw.toLowerCase()))
  .refine((v) => v !== undefined, { error: 'expected true or false (also accepted: 1/0, yes/no)' })
  .transform((v) => v === true);

const duration = z
  .string()
  .transform((raw) => {
    const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(raw.toLowerCase());
    return match ? Number(match[1]) * (DURATION_UNITS_MS[match[2] ?? 'ms'] ?? 1) : Number.NaN;
  })
  .refine((ms) => Number.isFinite(ms) && ms > 0, {
    error: 'expected a positive duration: milliseconds, or a number with ms, s, m or h (e.g. 60000 or 1m)',
  });

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

const httpUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && ['http:', 'https:'].includes(new URL(raw).protocol), {
    error: 'expected an absolute http:// or https:// URL',
  })
  .transform((raw) => raw.replace(/\/+$/, ''));

const postgresUrl = z.string().refine((raw) => /^postgres(ql)?:\/\/./.test(raw) && URL.canParse(raw), {
  error: 'expected a postgres:// or postgresql:// connection URL',
});

const redisUrl = z.string().refine((raw) => /^rediss?:\/\/./.test(raw) && URL.canParse(raw), {
  error: 'expected a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
});

/** GA4 measurement ids (G-), Google tag ids (GT-), Ads (AW-), Floodlight (DC-) and Tag Manager containers (GTM-). */
const gtagId = z
  .string()
  .regex(/^(G|GT|AW|DC|GTM)-[A-Z0-9]{4,20}$/, { error: 'expected a Google tag id such as G-ABC123XYZ9 or GTM-ABC1234' });

const envSchema = z.object({
  PORT: integer(0, 65535).optional(),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+$/, { error: 'expected a host name or IP address, e.g. 127.0.0.1 or 0.0.0.0' })
    .optional(),
  NODE_ENV: z.enum(NODE_ENVS, { error: `expected one of ${NODE_ENVS.join(', ')}` }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: integer(1, 1000).optional(),
  DATABASE_READ_POOL_MAX: integer(1, 1000).optional(),
  DATA_DIR: z.string().optional(),
  STORAGE_URL: storageUrl.optional(),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SSR_ENTRY: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).optional(),
  RATE_LIMIT_MAX: integer(1, 1_000_000).optional(),
  LOGS_RATE_LIMIT_MAX: integer(1, 1_000_000).optional(),
  RATE_LIMIT_WINDOW: duration.optional(),
  RATE_LIMIT_STORE: z.enum(RATE_LIMIT_STORES, { error: `expected one of ${RATE_LIMIT_STORES.join(', ')}` }).optional(),
  RATE_LIMIT_SYNC_INTERVAL: duration.optional(),
  REDIS_URL: redisUrl.optional(),
  PAGE_VIEW_FLUSH_INTERVAL: duration.optional(),
  PUBLIC_READ_CACHE: booleanFlag.optional(),
  SHUTDOWN_DRAIN_DELAY: z.union([z.literal('0'), duration]).optional(),
  METRICS_ENABLED: booleanFlag.optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
  TRUST_PROXY: trustProxy.optional(),
  PUBLIC_URL: httpUrl.optional(),
  GTAG_ID: gtagId.optional(),
  SEED_DEMO: booleanFlag.optional(),
  JOBS_ENABLED: booleanFlag.optional(),
  DEV_TOOLS: booleanFlag.optional(),
  JOBS_POLL_INTERVAL: duration.optional(),
  BETTER_AUTH_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { error: `expected at least ${MIN_SECRET_LENGTH} characters` })
    .optional(),
  AUTH_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { error: `expected at least ${MIN_SECRET_LENGTH} characters` })
    .optional(),
  PASSWORD_MIN_LENGTH: integer(1, 128).optional(),
  PASSWORD_MAX_LENGTH: integer(8, 1024).optional(),
  PASSWORD_REQUIRE_LOWERCASE: booleanFlag.optional(),
  PASSWORD_REQUIRE_UPPERCASE: booleanFlag.optional(),
  PASSWORD_REQUIRE_DIGIT: booleanFlag.optional(),
  PASSWORD_REQUIRE_SYMBOL: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .refine((raw) => URL.canParse(raw) && ['smtp:', 'smtps:'].includes(new URL(raw).protocol), {
      error: 'expected an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpUrl.optional(),
  DEV_OUTBOX: booleanFlag.optional(),
  AUTH_IP_RATE_LIMIT: booleanFlag.optional(),
  PLATFORM_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'expected a three-letter ISO 4217 currency code in capitals, e.g. USD' })
    .optional(),
  PLATFORM_FEE_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'expected a percentage from 0 to 99.99, e.g. 5 or 2.5' })
    .transform(Number)
    .optional(),
  WITHDRAWAL_APPROVAL_THRESHOLD: integer(0, 1_000_000_000).optional(),
  BACKER_BATCH_SIZE: integer(1, 10_000).optional(),
  PRO_MONTHLY_PRICE: integer(1, 100_000_000).optional(),
  PRO_YEARLY_PRICE: integer(1, 1_000_000_000).optional(),
  PRO_PLATFORM_FEE_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'expected a percentage from 0 to 99.99, e.g. 3 or 2.5' })
    .transform(Number)
    .optional(),
  PRO_PROMOTION_CREDIT: integer(0, 100_000_000).optional(),
  SUBSCRIPTION_GRACE_DAYS: integer(0, 60).optional(),
  PROMOTION_DAILY_PRICE: integer(1, 100_000_000).optional(),
  PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: `expected one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.optional(),
  PAYMENTS_RECONCILE_INTERVAL: duration.optional(),
  PAYMENTS_RECONCILE_AFTER: duration.optional(),
  IDEMPOTENCY_LEASE: duration.optional(),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, { error: `expected at least ${MIN_SECRET_LENGTH} characters` })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'expected a Stripe secret key (sk_test_…, sk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'expected a Stripe webhook secret (whsec_…)' })
    .optional(),
  STRIPE_API_URL: httpUrl.optional(),
  STRIPE_PRICE_PRO_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, { error: 'expected a Stripe Price id (price_…)' })
    .optional(),
  STRIPE_PRICE_PRO_YEARLY: z
    .string()
    .regex(/^price_\w+$/, { error: 'expected a Stripe Price id (price_…)' })
    .optional(),
  STATS_ROLLUP_INTERVAL: duration.optional(),
});

type EnvName = keyof typeof envSchema.shape;

/** Values never echoed back in error messages because they may hold credentials. */
const SECRET_VARIABLES = new Set<EnvName>([
  'DATABASE_URL',
  'DATABASE_READ_URL',
  // Refused with credentials in it, but then it holds them.
  'STORAGE_URL',
  'BETTER_AUTH_SECRET',
  'AUTH_SECRET',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'SANDBOX_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/** Blank values count as unset, as docker-compose and .env files often leave them. */
function pickRelevant(env: Env): Partial<Record<EnvName, string>> {
  const picked: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(envSchema.shape) as EnvName[]) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

export function loadConfig(env: Env = process.env): Config {
  const raw = pickRelevant(env);
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]) as EnvName;
      const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(raw[name])})`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const v = parsed.data;
  const nodeEnv = v.NODE_ENV ?? 'development';
  const problems: string[] = [];
  const secret = v.BETTER_AUTH_SECRET ?? v.AUTH_SECRET;
  if (!secret && nodeEnv === 'production')
    problems.push(
      `BETTER_AUTH_SECRET: required in production (at least ${MIN_SECRET_LENGTH} random characters; AUTH_SECRET also accepted)`,
    );
  // The code is public: a secret from it, or a guessable one, signs nothing safely in production.
  if (nodeEnv === 'production')
    for (const [name, value, checkStrength] of [
      ['BETTER_AUTH_SECRET', v.BETTER_AUTH_SECRET, true],
      ['AUTH_SECRET', v.AUTH_SECRET, true],
      ['SANDBOX_WEBHOOK_SECRET', v.SANDBOX_WEBHOOK_SECRET, true],
      // Issued by Google: only a value published here is refused.
      ['GOOGLE_CLIENT_SECRET', v.GOOGLE_CLIENT_SECRET, false],
    ] as const) {
      const weakness = value === undefined ? null : secretWeakness(value, { checkStrength });
      if (weakness) problems.push(`${name}: ${weakness} (refused in production)`);
    }
  const minLength = v.PASSWORD_MIN_LENGTH ?? DEFAULTS.passwordMinLength;
  if (v.PASSWORD_MAX_LENGTH !== undefined && v.PASSWORD_MAX_LENGTH < minLength)
    problems.push(`PASSWORD_MAX_LENGTH: must not be below PASSWORD_MIN_LENGTH (${minLength})`);
  if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET))
    problems.push('GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  const paymentsProvider = v.PAYMENTS_PROVIDER ?? 'sandbox';
  // The sandbox lets anyone credit their wallet without paying: production never falls into it by default.
  if (nodeEnv === 'production' && !v.PAYMENTS_PROVIDER)
    problems.push(
      'PAYMENTS_PROVIDER: required in production (stripe for real payments; sandbox only for demos, with ALLOW_SANDBOX_PAYMENTS=true)',
    );
  else if (nodeEnv === 'production' && paymentsProvider === 'sandbox' && !v.ALLOW_SANDBOX_PAYMENTS)
    problems.push(
      'ALLOW_SANDBOX_PAYMENTS: PAYMENTS_PROVIDER=sandbox in production lets anyone top up without paying; set ALLOW_SANDBOX_PAYMENTS=true for a demo, or use stripe',
    );
  if (paymentsProvider === 'stripe' && !(v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET))
    problems.push('PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (v.DATABASE_READ_URL && !v.DATABASE_URL)
    problems.push('DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary); the embedded database has none');
  if (v.RATE_LIMIT_STORE === 'redis' && !v.REDIS_URL) problems.push('RATE_LIMIT_STORE: redis needs REDIS_URL');
  if (nodeEnv === 'production' && v.METRICS_ENABLED && !v.METRICS_TOKEN)
    problems.push('METRICS_ENABLED: /metrics in production needs METRICS_TOKEN (at least 16 characters), sent as a bearer token');
  if (problems.length) throw new ConfigError(problems);
  const dataDir = resolveFromRepoRoot(v.DATA_DIR ?? DEFAULTS.dataDir);
  return {
    port: v.PORT ?? DEFAULTS.port,
    host: v.HOST ?? DEFAULTS.host,
    nodeEnv,
    databaseUrl: v.DATABASE_URL ?? null,
    databasePool: {
      max: v.DATABASE_POOL_MAX ?? DEFAULTS.databasePoolMax,
      readUrl: v.DATABASE_READ_URL ?? null,
      readMax: v.DATABASE_READ_POOL_MAX ?? v.DATABASE_POOL_MAX ?? DEFAULTS.databasePoolMax,
    },
    dataDir,
    storage: v.STORAGE_URL ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    webDistDir: resolveFromRepoRoot(v.WEB_DIST_DIR ?? DEFAULTS.webDistDir),
    webSsrEntry: v.WEB_SSR_ENTRY
      ? resolveFromRepoRoot(v.WEB_SSR_ENTRY)
      : path.join(`${resolveFromRepoRoot(v.WEB_DIST_DIR ?? DEFAULTS.webDistDir)}-ssr`, 'entry-server.js'),
    logLevel: v.LOG_LEVEL ?? 'info',
    rateLimit: {
      max: v.RATE_LIMIT_MAX ?? DEFAULTS.rateLimitMax,
      windowMs: v.RATE_LIMIT_WINDOW ?? DEFAULTS.rateLimitWindowMs,
      logsMax: v.LOGS_RATE_LIMIT_MAX ?? DEFAULTS.logsRateLimitMax,
      store: v.RATE_LIMIT_STORE ?? (v.REDIS_URL ? 'redis' : v.DATABASE_URL ? 'database' : 'memory'),
      redisUrl: v.REDIS_URL ?? null,
      syncMs: v.RATE_LIMIT_SYNC_INTERVAL ?? 500,
    },
    trustProxy: v.TRUST_PROXY ?? false,
    pageViewFlushMs: v.PAGE_VIEW_FLUSH_INTERVAL ?? (nodeEnv === 'test' ? 0 : 1000),
    sharePublicReads: v.PUBLIC_READ_CACHE ?? nodeEnv !== 'test',
    shutdownDrainMs: v.SHUTDOWN_DRAIN_DELAY === '0' ? 0 : (v.SHUTDOWN_DRAIN_DELAY ?? (nodeEnv === 'production' ? 5000 : 0)),
    metrics: {
      enabled: v.METRICS_ENABLED ?? (v.METRICS_TOKEN !== undefined || nodeEnv === 'development'),
      token: v.METRICS_TOKEN ?? null,
    },
    // Unset: where the server listens (PORT=3101 → http://localhost:3101), so a changed port keeps sign-in working.
    publicUrl: v.PUBLIC_URL ?? defaultPublicUrl(v.HOST ?? DEFAULTS.host, v.PORT ?? DEFAULTS.port),
    gtagId: v.GTAG_ID ?? null,
    seedDemo: v.SEED_DEMO ?? nodeEnv !== 'production',
    jobs: { pollIntervalMs: (v.JOBS_ENABLED ?? nodeEnv !== 'test') ? (v.JOBS_POLL_INTERVAL ?? 5000) : null },
    devTools: v.DEV_TOOLS ?? nodeEnv !== 'production',
    auth: {
      secret: secret ?? DEV_AUTH_SECRET,
      secretIsDevDefault: !secret,
      passwordPolicy: {
        minLength,
        maxLength: v.PASSWORD_MAX_LENGTH ?? null,
        requireLowercase: v.PASSWORD_REQUIRE_LOWERCASE ?? false,
        requireUppercase: v.PASSWORD_REQUIRE_UPPERCASE ?? false,
        requireDigit: v.PASSWORD_REQUIRE_DIGIT ?? false,
        requireSymbol: v.PASSWORD_REQUIRE_SYMBOL ?? false,
      },
      ipRateLimit: v.AUTH_IP_RATE_LIMIT ?? true,
      google:
        v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
          ? {
              clientId: v.GOOGLE_CLIENT_ID,
              clientSecret: v.GOOGLE_CLIENT_SECRET,
              issuer: v.GOOGLE_ISSUER ?? DEFAULTS.googleIssuer,
            }
          : null,
    },
    mail: {
      smtpUrl: v.SMTP_URL ?? null,
      from: v.MAIL_FROM ?? DEFAULTS.mailFrom,
      devOutbox: v.DEV_OUTBOX ?? nodeEnv !== 'production',
    },
    money: {
      platformCurrency: v.PLATFORM_CURRENCY ?? DEFAULTS.platformCurrency,
      platformFeePercent: v.PLATFORM_FEE_PERCENT ?? DEFAULTS.platformFeePercent,
      withdrawalApprovalThreshold: v.WITHDRAWAL_APPROVAL_THRESHOLD ?? DEFAULTS.withdrawalApprovalThreshold,
      promotionDailyPrice: v.PROMOTION_DAILY_PRICE ?? DEFAULTS.promotionDailyPrice,
    },
    subscriptions: {
      monthlyPrice: v.PRO_MONTHLY_PRICE ?? 900,
      yearlyPrice: v.PRO_YEARLY_PRICE ?? 9000,
      proFeePercent: v.PRO_PLATFORM_FEE_PERCENT ?? 3,
      monthlyPromotionCredit: v.PRO_PROMOTION_CREDIT ?? 500,
      graceDays: v.SUBSCRIPTION_GRACE_DAYS ?? 7,
    },
    payments: {
      provider: paymentsProvider,
      // The sandbox signs only for itself (its checkout page calls our webhook in-process), so in
      // production an unset secret becomes a random one per process rather than a known value.
      sandboxWebhookSecret:
        v.SANDBOX_WEBHOOK_SECRET ?? (nodeEnv === 'production' ? randomBytes(32).toString('hex') : DEV_SANDBOX_WEBHOOK_SECRET),
      stripe:
        v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: v.STRIPE_SECRET_KEY,
              webhookSecret: v.STRIPE_WEBHOOK_SECRET,
              apiUrl: v.STRIPE_API_URL ?? null,
              prices: { monthly: v.STRIPE_PRICE_PRO_MONTHLY ?? null, yearly: v.STRIPE_PRICE_PRO_YEARLY ?? null },
            }
          : null,
      allowSandboxInProduction: v.ALLOW_SANDBOX_PAYMENTS ?? false,
      reconcileIntervalMs: v.PAYMENTS_RECONCILE_INTERVAL ?? DEFAULTS.reconcileIntervalMs,
      reconcileAfterMs: v.PAYMENTS_RECONCILE_AFTER ?? DEFAULTS.reconcileAfterMs,
      idempotencyLeaseMs: v.IDEMPOTENCY_LEASE ?? DEFAULTS.idempotencyLeaseMs,
    },
    stats: { rollupIntervalMs: v.STATS_ROLLUP_INTERVAL ?? 5 * 60_000 },
    fanOut: { backerBatchSize: v.BACKER_BATCH_SIZE ?? 200 },
  };
}
