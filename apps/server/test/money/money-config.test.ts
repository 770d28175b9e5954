import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SANDBOX_WEBHOOK_SECRET, loadConfig } from '../../src/config.js';

const base = { BETTER_AUTH_SECRET: 'a-production-secret-0123456789abcdef' };

describe('money configuration', () => {
  it('defaults to USD, a 5% fee, a 500.00 approval threshold and the sandbox provider', () => {
    const config = loadConfig({});
    expect(config.money).toEqual({ platformCurrency: 'USD', platformFeePercent: 5, withdrawalApprovalThreshold: 50_000 });
    expect(config.payments).toEqual({ provider: 'sandbox', sandboxWebhookSecret: DEV_SANDBOX_WEBHOOK_SECRET, stripe: null });
  });

  it('reads every money variable', () => {
    const config = loadConfig({
      PLATFORM_CURRENCY: 'EUR',
      PLATFORM_FEE_PERCENT: '2.5',
      WITHDRAWAL_APPROVAL_THRESHOLD: '100000',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(config.money).toEqual({ platformCurrency: 'EUR', platformFeePercent: 2.5, withdrawalApprovalThreshold: 100_000 });
    expect(config.payments.provider).toBe('stripe');
    expect(config.payments.stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' });
  });

  it('never uses the known development sandbox secret in production', () => {
    const first = loadConfig({ ...base, NODE_ENV: 'production' });
    const second = loadConfig({ ...base, NODE_ENV: 'production' });
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
