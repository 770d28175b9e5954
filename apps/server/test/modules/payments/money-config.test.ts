import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { ConfigError } from '../../../src/config/env-values.js';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../../../src/config/payments.js';
import { strongSecret } from '../../helpers/strong-secret.js';

const base = { BETTER_AUTH_SECRET: strongSecret() };

describe('money configuration', () => {
  it('defaults to USD, a 5% fee, a 500.00 approval threshold and the sandbox provider', () => {
    const config = loadConfig({});
    expect(config.money).toEqual({
      platformCurrency: 'USD',
      platformFeePercent: 5,
      withdrawalApprovalThreshold: 50_000,
      promotionDailyPrice: 500,
      statementJobThreshold: 2000,
    });
    expect(config.payments).toEqual({
      provider: 'sandbox',
      sandboxWebhookSecret: DEV_SANDBOX_WEBHOOK_SECRET,
      stripe: null,
      allowSandboxInProduction: false,
      reconcileIntervalMs: 300_000,
      reconcileAfterMs: 900_000,
      idempotencyLeaseMs: 30_000,
    });
  });

  it('reads every money variable', () => {
    const config = loadConfig({
      PLATFORM_CURRENCY: 'EUR',
      PLATFORM_FEE_PERCENT: '2.5',
      WITHDRAWAL_APPROVAL_THRESHOLD: '100000',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      PAYMENTS_RECONCILE_INTERVAL: '1m',
      PAYMENTS_RECONCILE_AFTER: '10m',
      IDEMPOTENCY_LEASE: '5s',
      STATEMENT_JOB_THRESHOLD: '500',
    });
    expect(config.payments).toMatchObject({ reconcileIntervalMs: 60_000, reconcileAfterMs: 600_000, idempotencyLeaseMs: 5000 });
    expect(config.money).toEqual({
      platformCurrency: 'EUR',
      platformFeePercent: 2.5,
      withdrawalApprovalThreshold: 100_000,
      promotionDailyPrice: 500,
      statementJobThreshold: 500,
    });
    expect(config.payments.provider).toBe('stripe');
    expect(config.payments.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: null,
      prices: { monthly: null, yearly: null },
    });
  });

  it('refuses to start production without an explicit provider, and the sandbox there without ALLOW_SANDBOX_PAYMENTS', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.problems;
      }
    };
    expect(problems({})).toEqual([expect.stringMatching(/^PAYMENTS_PROVIDER: required in production/)]);
    expect(problems({ PAYMENTS_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS: PAYMENTS_PROVIDER=sandbox in production lets anyone top up/),
    ]);
    expect(problems({ PAYMENTS_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' })).toHaveLength(1);
    expect(problems({ PAYMENTS_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' })).toEqual([]);
    expect(
      problems({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toEqual([]);
    // Outside production the sandbox stays the default, with nothing to set.
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('sandbox');
  });

  it('reads the Stripe API address and Pro price ids (decision 0038), and refuses malformed ones', () => {
    const stripe = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(
      loadConfig({
        ...stripe,
        STRIPE_API_URL: 'http://127.0.0.1:12111/',
        STRIPE_PRICE_PRO_MONTHLY: 'price_monthly1',
        STRIPE_PRICE_PRO_YEARLY: 'price_yearly1',
      }).payments.stripe,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:12111', prices: { monthly: 'price_monthly1', yearly: 'price_yearly1' } });
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://stripe.example' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PRO_MONTHLY: 'prod_123' })).toThrow(/STRIPE_PRICE_PRO_MONTHLY/);
  });

  it('never uses the known development sandbox secret in production', () => {
    const demo = { PAYMENTS_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' };
    const first = loadConfig({ ...base, ...demo, NODE_ENV: 'production' });
    const second = loadConfig({ ...base, ...demo, NODE_ENV: 'production' });
    expect(first.payments.sandboxWebhookSecret).not.toBe(DEV_SANDBOX_WEBHOOK_SECRET);
    expect(first.payments.sandboxWebhookSecret).not.toBe(second.payments.sandboxWebhookSecret);
  });

  it('names each bad variable, without echoing secrets', () => {
    const attempt = () =>
      loadConfig({
        PLATFORM_CURRENCY: 'usd',
        PLATFORM_FEE_PERCENT: '150',
        WITHDRAWAL_APPROVAL_THRESHOLD: '-1',
        PAYMENTS_PROVIDER: 'paypal',
        STRIPE_SECRET_KEY: 'pk_live_oops_secret',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      for (const name of [
        'PLATFORM_CURRENCY',
        'PLATFORM_FEE_PERCENT',
        'WITHDRAWAL_APPROVAL_THRESHOLD',
        'PAYMENTS_PROVIDER',
        'STRIPE_SECRET_KEY',
      ])
        expect(message).toContain(name);
      expect(message).not.toContain('pk_live_oops_secret');
    }
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
  });
});
