import path from 'node:path';
import { DEFAULT_PASSWORD_POLICY } from '@crowdspark/shared/constants/password-rules';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.js';
import { ConfigError } from '../src/config/env-values.js';
import { DEV_AUTH_SECRET } from '../src/config/auth.js';
import { REPO_ROOT } from '../src/paths.js';
import { strongSecret } from './helpers/strong-secret.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, 'data'),
      pgliteDir: path.join(REPO_ROOT, 'data', 'pglite'),
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      logLevel: 'info',
      rateLimit: { max: 300, windowMs: 60_000, logsMax: 60, store: 'memory', redisUrl: null, syncMs: 500 },
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      gtagId: null,
      seedDemo: true,
    });
  });

  it('finds the repo root from the module location, not the working directory', () => {
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '..', '..', '..'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/crowdspark',
      DATA_DIR: '/var/lib/crowdspark',
      WEB_DIST_DIR: 'build/web',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '50',
      LOGS_RATE_LIMIT_MAX: '20',
      RATE_LIMIT_WINDOW: '30s',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      PUBLIC_URL: 'https://crowdspark.example/',
      GTAG_ID: 'G-ABCDE12345',
      SEED_DEMO: 'yes',
      BETTER_AUTH_SECRET: strongSecret(),
      PAYMENTS_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'production',
      databaseUrl: 'postgres://app:pw@db.internal:5432/crowdspark',
      dataDir: '/var/lib/crowdspark',
      pgliteDir: '/var/lib/crowdspark/pglite',
      // Relative paths are taken from the repo root, wherever the server was started.
      webDistDir: path.join(REPO_ROOT, 'build', 'web'),
      logLevel: 'warn',
      // On PostgreSQL every server shares the counts.
      rateLimit: { max: 50, windowMs: 30_000, logsMax: 20, store: 'database' },
      trustProxy: ['10.0.0.0/8', 'loopback'],
      publicUrl: 'https://crowdspark.example',
      gtagId: 'G-ABCDE12345',
      seedDemo: true,
    });
  });

  it('counts per-IP limits in Redis when REDIS_URL is set, and refuses a Redis store without it', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimit).toMatchObject({
      store: 'redis',
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(loadConfig({ RATE_LIMIT_STORE: 'memory', DATABASE_URL: 'postgres://db/app' }).rateLimit.store).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow('RATE_LIMIT_STORE: redis needs REDIS_URL');
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow('REDIS_URL: expected a redis:// or rediss:// URL');
  });

  it('reads a replica for lag-tolerant reads beside DATABASE_URL, with a pool that mirrors the primary by default', () => {
    expect(loadConfig({}).databasePool).toEqual({ max: 10, readUrl: null, readMax: 10 });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'postgres://replica/app', DATABASE_POOL_MAX: '20' })
        .databasePool,
    ).toEqual({ max: 20, readUrl: 'postgres://replica/app', readMax: 20 });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'postgres://replica/app', DATABASE_READ_POOL_MAX: '40' })
        .databasePool.readMax,
    ).toBe(40);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/app' })).toThrow(
      'DATABASE_READ_URL: a read replica needs DATABASE_URL',
    );
    expect(() => loadConfig({ DATABASE_READ_POOL_MAX: '0' })).toThrow('DATABASE_READ_POOL_MAX');
  });

  it('never echoes DATABASE_READ_URL, which may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'mysql://user:s3cret@replica/app' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('DATABASE_READ_URL: expected a postgres://');
    expect(problems[0]).not.toContain('s3cret');
  });

  it('serves /metrics in development, elsewhere only when asked, and in production only with a token', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, token: null });
    expect(loadConfig({ NODE_ENV: 'test' }).metrics.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'a-long-scrape-token' }).metrics).toEqual({
      enabled: true,
      token: 'a-long-scrape-token',
    });
    expect(() => loadConfig({ NODE_ENV: 'production', METRICS_ENABLED: 'true' })).toThrow(
      '/metrics in production needs METRICS_TOKEN',
    );
  });

  it('does not seed demo data in production unless asked', () => {
    const secret = { BETTER_AUTH_SECRET: strongSecret(), PAYMENTS_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secret }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('polls scheduled jobs every 5 s by default, never in tests unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jobs).toEqual({ pollIntervalMs: 5000 });
    expect(loadConfig({ NODE_ENV: 'test' }).jobs).toEqual({ pollIntervalMs: null });
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL: '30s' }).jobs).toEqual({
      pollIntervalMs: 30_000,
    });
    expect(loadConfig({ NODE_ENV: 'development', JOBS_ENABLED: 'false' }).jobs).toEqual({ pollIntervalMs: null });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', GTAG_ID: '  ', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      gtagId: null,
      databaseUrl: null,
    });
  });

  it.each([
    ['1000', 1000],
    ['2m', 120_000],
    ['1h', 3_600_000],
    ['500ms', 500],
  ])('reads RATE_LIMIT_WINDOW=%s as %i ms', (raw, ms) => {
    expect(loadConfig({ RATE_LIMIT_WINDOW: raw }).rateLimit.windowMs).toBe(ms);
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected a whole number from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT: expected a whole number from 0 to 65535 (got "70000")'],
    ['NODE_ENV', 'staging', 'NODE_ENV: expected one of development, test, production (got "staging")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX: expected a whole number from 1 to 1000000 (got "0")'],
    ['LOGS_RATE_LIMIT_MAX', 'lots', 'LOGS_RATE_LIMIT_MAX: expected a whole number from 1 to 1000000 (got "lots")'],
    ['RATE_LIMIT_WINDOW', 'soon', 'RATE_LIMIT_WINDOW: expected a positive duration'],
    ['TRUST_PROXY', '1', 'TRUST_PROXY: expected true, false, or a comma-separated list of proxy IPs/CIDRs'],
    ['TRUST_PROXY', '10.0.0.0/99', 'TRUST_PROXY: expected true, false'],
    ['PUBLIC_URL', 'crowdspark.example', 'PUBLIC_URL: expected an absolute http:// or https:// URL (got "crowdspark.example")'],
    ['GTAG_ID', 'UA-123', 'GTAG_ID: expected a Google tag id such as G-ABC123XYZ9 or GTM-ABC1234 (got "UA-123")'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO: expected true or false (also accepted: 1/0, yes/no) (got "maybe")'],
    ['HOST', 'my host', 'HOST: expected a host name or IP address'],
  ])('rejects %s=%s with a message naming the variable and what is expected', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', SEED_DEMO: 'perhaps' });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'LOG_LEVEL', 'SEED_DEMO']);
    expect(error.message).toMatch(/^Invalid configuration/);
    expect(error.message).toContain('  - PORT: expected a whole number');
  });

  it('never echoes DATABASE_URL, which may hold a password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(problem).toBe('DATABASE_URL: expected a postgres:// or postgresql:// connection URL');
    expect(problem).not.toContain('hunter2');
  });

  it('has auth and mail defaults: dev secret outside production, policy min 6, outbox only', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({
      secret: DEV_AUTH_SECRET,
      secretIsDevDefault: true,
      // The shared default (min 6, no other rule), which the sign-up form shows before it loads the policy.
      passwordPolicy: DEFAULT_PASSWORD_POLICY,
      ipRateLimit: true,
      adminTwoFactorRequired: false,
      google: null,
    });
    expect(loadConfig({ AUTH_IP_RATE_LIMIT: 'false' }).auth.ipRateLimit).toBe(false);
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Crowdspark <no-reply@crowdspark.local>', devOutbox: true });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: strongSecret(),
        PAYMENTS_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      }).mail.devOutbox,
    ).toBe(false);
  });

  it('reads the auth, password and mail variables', () => {
    const config = loadConfig({
      AUTH_SECRET: 'a'.repeat(32),
      PASSWORD_MIN_LENGTH: '10',
      PASSWORD_MAX_LENGTH: '64',
      PASSWORD_REQUIRE_LOWERCASE: 'true',
      PASSWORD_REQUIRE_UPPERCASE: 'yes',
      PASSWORD_REQUIRE_DIGIT: '1',
      PASSWORD_REQUIRE_SYMBOL: 'true',
      SMTP_URL: 'smtp://u:p@mail.example:587',
      MAIL_FROM: 'Team <team@example.com>',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DEV_OUTBOX: 'false',
    });
    expect(config.auth.secret).toBe('a'.repeat(32));
    expect(config.auth.secretIsDevDefault).toBe(false);
    expect(config.auth.passwordPolicy).toEqual({
      minLength: 10,
      maxLength: 64,
      requireLowercase: true,
      requireUppercase: true,
      requireDigit: true,
      requireSymbol: true,
    });
    expect(config.auth.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://u:p@mail.example:587', from: 'Team <team@example.com>', devOutbox: false });
  });

  it('requires two-factor sign-in of admins in production by default; ADMIN_TWO_FACTOR_REQUIRED decides anywhere', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: strongSecret(),
      PAYMENTS_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    };
    expect(loadConfig(production).auth.adminTwoFactorRequired).toBe(true);
    expect(loadConfig({ ...production, ADMIN_TWO_FACTOR_REQUIRED: 'false' }).auth.adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).auth.adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).auth.adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ ADMIN_TWO_FACTOR_REQUIRED: 'yes' }).auth.adminTwoFactorRequired).toBe(true);
    expect(problemsOf({ ADMIN_TWO_FACTOR_REQUIRED: 'sometimes' })[0]).toContain(
      'ADMIN_TWO_FACTOR_REQUIRED: expected true or false',
    );
  });

  it('requires a secret of 32+ characters in production, and never echoes secrets', () => {
    expect(problemsOf({ NODE_ENV: 'production' })[0]).toContain('BETTER_AUTH_SECRET: required in production');
    const [short] = problemsOf({ BETTER_AUTH_SECRET: 'hunter2' });
    expect(short).toBe('BETTER_AUTH_SECRET: expected at least 32 characters');
    expect(problemsOf({ SMTP_URL: 'http://x:pw@y' })[0]).toBe('SMTP_URL: expected an smtp:// or smtps:// URL');
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'only-id' })[0]).toContain('GOOGLE_CLIENT_SECRET');
    expect(problemsOf({ PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '10' })[0]).toContain('PASSWORD_MAX_LENGTH');
  });
});

describe('STORAGE_URL', () => {
  it('is unset by default: uploads stay in the embedded folder under DATA_DIR', () => {
    expect(loadConfig({}).storage).toBeNull();
  });

  it('reads a bucket with region, endpoint and path style', () => {
    expect(
      loadConfig({ STORAGE_URL: 's3://crowdspark-uploads?endpoint=http://127.0.0.1:4569/&region=eu-west-1&forcePathStyle=false' })
        .storage,
    ).toEqual({ bucket: 'crowdspark-uploads', region: 'eu-west-1', endpoint: 'http://127.0.0.1:4569', forcePathStyle: false });
    // AWS itself: us-east-1 and virtual-hosted style unless told; a custom endpoint defaults to path style.
    expect(loadConfig({ STORAGE_URL: 's3://my.bucket' }).storage).toEqual({
      bucket: 'my.bucket',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(loadConfig({ STORAGE_URL: 's3://uploads?endpoint=https://minio.internal:9000' }).storage?.forcePathStyle).toBe(true);
  });

  it.each([
    ['https://bucket.s3.amazonaws.com', 'expected an s3:// URL'],
    ['s3://', 'expected'],
    ['s3://Bad_Bucket', 'expected a bucket name after s3://'],
    ['s3://bucket/uploads', 'expected only a bucket name after s3://'],
    ['s3://bucket?regoin=eu-west-1', 'unknown parameter "regoin" (expected region, endpoint, forcePathStyle)'],
    ['s3://bucket?endpoint=127.0.0.1:9000', 'endpoint: expected an absolute http:// or https:// URL'],
    ['s3://bucket?forcePathStyle=yes', 'forcePathStyle: expected true or false'],
    ['s3://bucket?region=EU%20West', 'region: expected a region name'],
  ])('refuses STORAGE_URL=%s at start-up with a readable reason', (value, expected) => {
    const problems = problemsOf({ STORAGE_URL: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^STORAGE_URL: /);
    expect(problems[0]).toContain(expected);
  });

  it('refuses credentials in the URL without echoing them', () => {
    const [problem] = problemsOf({ STORAGE_URL: 's3://AKIAEXAMPLE:very-secret-key@bucket' });
    expect(problem).toContain('set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    expect(problem).not.toContain('very-secret-key');
  });
});
