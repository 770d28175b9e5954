import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { PaymentProvider } from '../modules/payments/provider.js';
import { createSandboxProvider } from '../modules/payments/providers/sandbox.js';
import { createStripeProvider } from '../modules/payments/providers/stripe.js';
import { registerMoneyRecoveryJobs } from '../modules/payments/recovery-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENTS_PROVIDER): sandbox or Stripe. */
    payments: PaymentProvider;
  }
}

export interface PaymentsPluginOptions {
  config: Config;
  /** Tests pass their own (e.g. Stripe with an offline HTTP client). */
  provider?: PaymentProvider;
}

export function createPaymentProvider(config: Config): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    if (!payments.stripe) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return createStripeProvider(payments.stripe);
  }
  return createSandboxProvider({ secret: payments.sandboxWebhookSecret, publicUrl: config.publicUrl });
}

const payments: FastifyPluginCallback<PaymentsPluginOptions> = (app, { config, provider }, done) => {
  const chosen = provider ?? createPaymentProvider(config);
  app.decorate('payments', chosen);
  app.decorate('idempotencyLeaseMs', config.payments.idempotencyLeaseMs);
  registerMoneyRecoveryJobs(app, config.payments);
  // The sandbox lets anyone "pay" on its own page: fine for demos, never for real money. Config
  // refuses it in production unless ALLOW_SANDBOX_PAYMENTS=true; then every start says so loudly.
  if (chosen.name === 'sandbox' && config.nodeEnv === 'production')
    app.log.warn(
      { paymentsProvider: 'sandbox', allowSandboxPayments: config.payments.allowSandboxInProduction },
      'SANDBOX PAYMENTS IN PRODUCTION (ALLOW_SANDBOX_PAYMENTS=true): anyone can top up a wallet without paying; no real money moves. For demos only.',
    );
  done();
};

export const paymentsPlugin = fp(payments, { name: 'payments', dependencies: ['database', 'jobs'] });
