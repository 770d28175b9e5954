import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/support/chromium.mjs';
import {
  EDGE_URL,
  MAIN_PORT,
  OIDC_PORT,
  PAIR_PORTS,
  PORT_BASE,
  S3_BUCKET,
  S3_PORT,
  TRUST_ADMIN,
  TRUST_PORT,
  TRUST_URL,
  UPDATE_PORT,
} from './e2e/support/ports';

/**
 * Browser tests drive Debian's Chromium against the production build served by the real server
 * on the embedded database. Two servers: the main one, and one whose copy of the web build the
 * update-prompt test rewrites (so a "new version" never leaks into other tests).
 */
/** Builds can be taken from elsewhere (E2E_SERVER_ENTRY, E2E_WEB_DIST), e.g. a build of a branch. */
const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js';
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'apps/web/dist';

/**
 * Production refuses secrets published in the repository, so each run makes its own. Kept in the
 * environment: workers load this file again and must agree, and web servers inherit it.
 */
function runSecret(name: string): string {
  process.env[name] ??= randomBytes(32).toString('hex');
  return process.env[name];
}

/**
 * The production server with demo data. Tests read mail in the development outbox (switched on
 * explicitly: production keeps it off by default), and per-IP auth limits are off because every
 * test signs in from 127.0.0.1 (the server suite tests the limits).
 */
function serverCommand(name: string, port: number, extraEnv: Record<string, string> = {}, setup?: string): string {
  const root = `.e2e/${name}-${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `${root}/data`,
    WEB_DIST_DIR: `$PWD/${root}/web`,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    // Every browser test shares 127.0.0.1; the server suite tests the real limit.
    LOGS_RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BETTER_AUTH_SECRET: runSecret('E2E_AUTH_SECRET'),
    SANDBOX_WEBHOOK_SECRET: runSecret('E2E_SANDBOX_WEBHOOK_SECRET'),
    // Production refuses the sandbox unless it is chosen and allowed explicitly (a demo set-up).
    PAYMENTS_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DEV_OUTBOX: 'true',
    // Lets the campaign test end a campaign now instead of waiting for its end date.
    DEV_TOOLS: 'true',
    AUTH_IP_RATE_LIMIT: 'false',
    // Production requires two-factor sign-in of admins; the demo admin the admin tests sign in as has
    // none (the server suite tests the requirement, e2e/two-factor.spec.ts the sign-in with a code).
    ADMIN_TWO_FACTOR_REQUIRED: 'false',
    // Creator stats roll page views up every 2 s instead of 5 minutes (e2e/stats.spec.ts).
    STATS_ROLLUP_INTERVAL: '2s',
    ...extraEnv,
  };
  // Double quotes: a value may hold & or ? (STORAGE_URL), and $PWD still expands.
  const assignments = Object.entries(env)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  // The web app's server entry sits next to its build (`<build>-ssr`), where the server looks for it.
  const copySsr = `(test ! -d ${WEB_DIST}-ssr || cp -r ${WEB_DIST}-ssr ${root}/web-ssr)`;
  return [
    `rm -rf ${root}`,
    `mkdir -p ${root}`,
    `cp -r ${WEB_DIST} ${root}/web`,
    copySsr,
    // A one-off command with the server's own settings first (e.g. creating an admin), then the server.
    ...(setup ? [`${assignments} ${setup}`] : []),
    `${assignments} node ${SERVER_ENTRY}`,
  ].join(' && ');
}

/** Set by CI to run the suite a second time with the main server on PostgreSQL. */
const databaseEnv: Record<string, string> = process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {};

/**
 * On PostgreSQL a pair of instances of the main server share its database behind nginx
 * (deploy/nginx.conf), as stateless servers behind a load balancer would, and keep uploads in one
 * S3-compatible store: the project `two-instances` runs the tests that use both, at EDGE_URL. PGlite
 * is one process's database, so this exists only on PostgreSQL runs. The pair starts once the main
 * server has migrated and seeded, and seeds nothing itself.
 */
const twoInstances = process.env.E2E_DATABASE_URL !== undefined;

/** What the pair shares: nginx's origin as theirs, the store, and nginx as the proxy they trust. */
const pairEnv = {
  ...databaseEnv,
  SEED_DEMO: 'false',
  PUBLIC_URL: EDGE_URL,
  TRUST_PROXY: '127.0.0.1',
  STORAGE_URL: `s3://${S3_BUCKET}?endpoint=http://127.0.0.1:${S3_PORT}&region=us-east-1&forcePathStyle=true`,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

const googleEnv = {
  GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
  GOOGLE_CLIENT_ID: 'crowdspark-e2e',
  // The stand-in provider (e2e/support/oidc-provider.mjs) reads the same variable.
  GOOGLE_CLIENT_SECRET: runSecret('OIDC_CLIENT_SECRET'),
};

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/${PORT_BASE}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Waiting budgets, not speed claims: CI runs the browser tests beside the server suites on two
  // cores (scripts/test-all.mjs), where a sign-in can take seconds and a short journey a minute.
  // Journeys set their own, longer limits.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(update-prompt|two-instances|passkeys|admin-two-factor-required)\.spec\.ts/,
    },
    {
      name: 'trust',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: TRUST_URL },
      testMatch: /(passkeys|admin-two-factor-required)\.spec\.ts/,
    },
    ...(twoInstances
      ? [
          {
            name: 'two-instances',
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: EDGE_URL },
            testMatch: /two-instances\.spec\.ts/,
          },
        ]
      : []),
    {
      name: 'update-prompt',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${UPDATE_PORT}`,
      },
      testMatch: /update-prompt\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `OIDC_PORT=${OIDC_PORT} OIDC_REDIRECT_URIS=http://127.0.0.1:${MAIN_PORT}/api/auth/callback/google node e2e/support/oidc-provider.mjs`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: serverCommand('main', MAIN_PORT, { ...googleEnv, ...databaseEnv }),
      url: `http://127.0.0.1:${MAIN_PORT}/api/ready`,
      reuseExistingServer: false,
      // A first start seeds the demo (about forty campaigns with generated pictures and their money):
      // a few seconds on an idle machine, up to a minute on a busy 2-core one.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The store, the pair (once the main server has migrated and seeded), then nginx in front of it.
    ...(twoInstances
      ? [
          {
            command: 'npx tsx e2e/support/s3.ts',
            url: `http://127.0.0.1:${S3_PORT}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          ...PAIR_PORTS.map((port, index) => ({
            command: [
              `node e2e/support/wait-ready.mjs http://127.0.0.1:${MAIN_PORT}/api/ready`,
              `node e2e/support/wait-ready.mjs http://127.0.0.1:${S3_PORT}/`,
              serverCommand(`pair${index + 1}`, port, pairEnv),
            ].join(' && '),
            url: `http://127.0.0.1:${port}/api/ready`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          })),
          {
            command: 'npx tsx e2e/support/edge.ts',
            url: `${EDGE_URL}/api/ready`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    // Sign-in protection (e2e/passkeys.spec.ts, e2e/admin-two-factor-required.spec.ts): always the embedded
    // database and no demo data (a quick start); its admin is made by the CLI before the server opens it.
    {
      command: serverCommand(
        'trust',
        TRUST_PORT,
        { PUBLIC_URL: TRUST_URL, SEED_DEMO: 'false', ADMIN_TWO_FACTOR_REQUIRED: 'true' },
        `node apps/server/dist/cli/create-superadmin.js --email ${TRUST_ADMIN.email} --password ${TRUST_ADMIN.password} --name 'Tess Trust'`,
      ),
      url: `http://127.0.0.1:${TRUST_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: serverCommand('update', UPDATE_PORT),
      url: `http://127.0.0.1:${UPDATE_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
