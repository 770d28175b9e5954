import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { endSubscriptionOfDeletedAccount } from './account-deletion.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from './ledger-checks.js';
import { subscriptionPaymentPurpose } from './payment-purpose.js';
import { subscriptionRoutes, type SubscriptionRoutesOptions } from './routes.js';
import { renewSubscription, settleCardCharge } from './renewals.js';
import { PROVIDER_CANCEL_JOB, RENEWAL_JOB } from './rules.js';
import { proSettlementFeeRule } from './settlement-fee.js';
import { cancelAtProvider } from './stripe-events.js';

/**
 * The subscriptions module (decisions 0033, 0038): Pro plans, paid from the wallet or a checkout
 * (the `subscription` payment purpose), renewed by the durable `subscription-renewal` job (wallet,
 * then the saved card) or by the provider's own subscription (Stripe Billing), the lower fee at
 * settlement (a rule on pledges' app.settlementFeeRules), its ledger checks.
 */
const subscriptions: FastifyPluginAsync<SubscriptionRoutesOptions> = async (app, options) => {
  const deps = { jobs: app.jobs, terms: options.terms };
  const payments = { provider: app.payments, purposes: app.paymentPurposes, log: app.log };
  app.paymentPurposes.register(subscriptionPaymentPurpose(deps));
  app.settlementFeeRules.register(proSettlementFeeRule(options.terms));
  app.ledgerChecks.register(...SUBSCRIPTION_LEDGER_CHECKS);
  // A deleted account's Pro ends at once (the money already paid stays on record).
  app.identity.beforeAccountDeletion('subscriptions', { cleanUp: endSubscriptionOfDeletedAccount(app.jobs) });
  app.jobs.register(RENEWAL_JOB, async (trx, job, now) => {
    const { userId } = job.payload;
    if (typeof userId !== 'string') throw new Error(`job ${job.key} carries no user id`);
    const run = await renewSubscription(trx, { ...deps, payments }, userId, now, { claimedJob: true });
    app.log.info({ userId, outcome: run.outcome }, 'subscription renewal processed');
    const paymentId = run.cardCharge;
    if (!paymentId) return;
    // The card is charged once the job's transaction has committed (never a provider call inside
    // it); if this step dies, the job runs again in CARD_CHARGE_CHECK_MS and asks with the same key.
    return async () => {
      const outcome = await settleCardCharge(app.db, payments, paymentId);
      app.log.info({ userId, paymentId, outcome }, 'subscription renewal charged to the saved card');
    };
  });
  // Ends a Stripe subscription we no longer honour; in the job's claim so a failure is retried.
  app.jobs.register(PROVIDER_CANCEL_JOB, async (_trx, job) => {
    const { providerSubscriptionId } = job.payload;
    if (typeof providerSubscriptionId !== 'string') throw new Error(`job ${job.key} carries no subscription id`);
    await cancelAtProvider(app.payments, providerSubscriptionId);
  });
  await app.register(subscriptionRoutes, options);
};

export const subscriptionsPlugin = fp(subscriptions, {
  name: 'subscriptions',
  dependencies: ['jobs', 'payments', 'ledger', 'pledges', 'rewards', 'identity'],
});
