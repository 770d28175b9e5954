import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SUBSCRIPTION_LEDGER_CHECKS } from './ledger-checks.js';
import { subscriptionPaymentPurpose } from './payment-purpose.js';
import { endSubscriptionOfDeletedAccount } from './repository.js';
import { subscriptionRoutes, type SubscriptionRoutesOptions } from './routes.js';
import { proSettlementFeeRule, RENEWAL_JOB, renewSubscription } from './service.js';

/**
 * The subscriptions module (decision 0033): Pro plans, paid from the wallet or a checkout (the
 * `subscription` payment purpose), renewed by the durable `subscription-renewal` job, the lower
 * fee at settlement (a rule on pledges' app.settlementFeeRules), its ledger checks.
 */
const subscriptions: FastifyPluginAsync<SubscriptionRoutesOptions> = async (app, options) => {
  const deps = { jobs: app.jobs, terms: options.terms };
  app.paymentPurposes.register(subscriptionPaymentPurpose(deps));
  app.settlementFeeRules.register(proSettlementFeeRule(options.terms));
  app.ledgerChecks.register(...SUBSCRIPTION_LEDGER_CHECKS);
  // A deleted account's Pro ends at once (the money already paid stays on record).
  app.identity.beforeAccountDeletion('subscriptions', { cleanUp: endSubscriptionOfDeletedAccount });
  app.jobs.register(RENEWAL_JOB, async (trx, job, now) => {
    const { userId } = job.payload;
    if (typeof userId !== 'string') throw new Error(`job ${job.key} carries no user id`);
    const outcome = await renewSubscription(trx, deps, userId, now);
    app.log.info({ userId, outcome }, 'subscription renewal processed');
  });
  await app.register(subscriptionRoutes, options);
};

export const subscriptionsPlugin = fp(subscriptions, {
  name: 'subscriptions',
  dependencies: ['jobs', 'payments', 'ledger', 'pledges', 'rewards', 'identity'],
});
