import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/load-config.js';
import { reportPaymentMetrics } from './metrics.js';
import { createPayoutSources } from './payout-sources.js';
import type { PayoutSources } from './payout-sources.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './providers/sandbox.js';
import { createStripeProvider } from './providers/stripe.js';
import { createPaymentPurposes } from './purposes.js';
import type { PaymentPurposes } from './purposes.js';
import { registerMoneyRecoveryJobs } from './recovery-jobs.js';
import { paymentRoutes, paymentWebhookRoutes } from './routes.js';
import { forgetSavedMethodsOf } from './repository.js';
import { pendingPaymentBlockingDeletion } from './account-deletion.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENTS_PROVIDER): sandbox or Stripe. */
    payments: PaymentProvider;
    /** Why checkouts are opened ('top_up', 'pledge'): registered by wallet and pledges. */
    paymentPurposes: PaymentPurposes;
    /** Where payouts come from (wallet withdrawals), for reconciliation. */
    payoutSources: PayoutSources;
  }
}

export interface PaymentProviderPluginOptions {
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

/**
 * App-wide (registered at the root by app.ts): the provider, which the sandbox checkout pages
 * outside /api use too, the registry of payment purposes (filled by the modules in /api), and the
 * Idempotency-Key lease of http/idempotency.ts.
 */
const paymentProvider: FastifyPluginCallback<PaymentProviderPluginOptions> = (app, { config, provider }, done) => {
  const chosen = provider ?? createPaymentProvider(config);
  app.decorate('payments', chosen);
  // At the root with the provider: what settles a charge to a saved card outside a request (the
  // renewal job's step after commit, DEV_TOOLS) needs the purposes the modules register.
  app.decorate('paymentPurposes', createPaymentPurposes());
  app.decorate('idempotencyLeaseMs', config.payments.idempotencyLeaseMs);
  // The sandbox lets anyone "pay" on its own page: fine for demos, never for real money. Config
  // refuses it in production unless ALLOW_SANDBOX_PAYMENTS=true; then every start says so loudly.
  if (chosen.name === 'sandbox' && config.nodeEnv === 'production')
    app.log.warn(
      { paymentsProvider: 'sandbox', allowSandboxPayments: config.payments.allowSandboxInProduction },
      'SANDBOX PAYMENTS IN PRODUCTION (ALLOW_SANDBOX_PAYMENTS=true): anyone can top up a wallet without paying; no real money moves. For demos only.',
    );
  done();
};

export const paymentProviderPlugin = fp(paymentProvider, { name: 'payment-provider', dependencies: ['database'] });

export interface PaymentsPluginOptions {
  config: Config;
}

/**
 * The payments module in the API scope: its registry of payout sources for other modules to
 * register into (purposes are at the root, with the provider), its hook before account deletion, the payment status and webhook
 * routes, and the recovery jobs.
 */
const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { config }) => {
  app.decorate('payoutSources', createPayoutSources());
  registerMoneyRecoveryJobs(app, config.payments);
  // A top-up still being processed stops an account from going.
  // Saved cards and provider customers go with the account (decision 0038); payments stay.
  app.identity.beforeAccountDeletion('payments', {
    blockingReason: pendingPaymentBlockingDeletion,
    cleanUp: forgetSavedMethodsOf,
  });
  reportPaymentMetrics(app.db, app.metrics);
  await app.register(paymentRoutes);
  await app.register(paymentWebhookRoutes);
};

export const paymentsPlugin = fp(payments, { name: 'payments', dependencies: ['payment-provider', 'jobs', 'identity'] });
