import { z } from 'zod';
import { authConfig, authEnv, authProblems } from './auth.js';
import type { AuthConfig } from './auth.js';
import { databaseEnv, databaseProblems, databaseSettings } from './database.js';
import type { DatabaseSettings } from './database.js';
import { ConfigError } from './env-values.js';
import type { Env } from './env-values.js';
import { fileSettings, filesEnv } from './files.js';
import type { FileSettings } from './files.js';
import { jobSettings, jobsEnv } from './jobs.js';
import type { JobSettings } from './jobs.js';
import { mailConfig, mailEnv } from './mail.js';
import type { MailConfig } from './mail.js';
import { moneyConfig, moneyEnv, subscriptionsConfig } from './money.js';
import type { MoneyConfig, SubscriptionsConfig } from './money.js';
import { paymentsConfig, paymentsEnv, paymentsProblems } from './payments.js';
import type { PaymentsConfig } from './payments.js';
import { rateLimitEnv, rateLimitProblems, rateLimitSettings } from './rate-limits.js';
import type { RateLimitSettings } from './rate-limits.js';
import { nodeEnvOf, runtimeEnv, runtimeProblems, runtimeSettings } from './runtime.js';
import type { RuntimeSettings } from './runtime.js';

/**
 * Server configuration, read once from the environment at start-up. Every variable is checked
 * here so a typo stops the server with a message naming the variable, instead of surfacing later
 * as an odd runtime failure. Each section (a file beside this one) declares its variables, checks
 * how they combine and builds its part of the Config.
 */
export interface Config extends RuntimeSettings, DatabaseSettings, FileSettings, RateLimitSettings, JobSettings {
  auth: AuthConfig;
  mail: MailConfig;
  money: MoneyConfig;
  payments: PaymentsConfig;
  subscriptions: SubscriptionsConfig;
}

const envSchema = z.object({
  ...runtimeEnv.shape,
  ...databaseEnv.shape,
  ...filesEnv.shape,
  ...rateLimitEnv.shape,
  ...jobsEnv.shape,
  ...authEnv.shape,
  ...mailEnv.shape,
  ...moneyEnv.shape,
  ...paymentsEnv.shape,
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

/** Every variable's own problems first; only well-formed values are checked for how they combine. */
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
  const nodeEnv = nodeEnvOf(v);
  const problems = [
    ...authProblems(v, nodeEnv),
    ...paymentsProblems(v, nodeEnv),
    ...databaseProblems(v),
    ...rateLimitProblems(v),
    ...runtimeProblems(v),
  ];
  if (problems.length) throw new ConfigError(problems);
  return {
    ...runtimeSettings(v),
    ...databaseSettings(v),
    ...fileSettings(v),
    ...rateLimitSettings(v, v.DATABASE_URL !== undefined),
    ...jobSettings(v, nodeEnv),
    auth: authConfig(v, nodeEnv),
    mail: mailConfig(v, nodeEnv),
    money: moneyConfig(v),
    subscriptions: subscriptionsConfig(v),
    payments: paymentsConfig(v, nodeEnv),
  };
}
