import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { savedMethodChargeOf, settleSavedMethodCharge } from '../payments/service.js';
import { MEMBERSHIP_LEDGER_CHECKS } from './ledger-checks.js';
import { endMembershipsOfDeletedAccount } from './account-deletion.js';
import { membershipPaymentPurpose } from './payment-purpose.js';
import { membershipRoutes } from './routes.js';
import { renewMembership } from './renewal.js';
import { MEMBERSHIP_RENEWAL_JOB } from './renewal-schedule.js';
import { scheduleUpgradeCheck, UPGRADE_CHARGE_JOB } from './upgrade-by-card.js';
import { cancelAtProvider, PROVIDER_CANCEL_JOB } from './provider-billing.js';

export interface MembershipsOptions {
  publicUrl: string;
  currency: string;
  standardFeePercent: number;
}

/**
 * The memberships module (decisions 0075, 0078): creators' monthly tiers, members joining from the
 * wallet or by card (the `membership` payment purpose) with the platform fee taken at the
 * creator's rate (pledges' app.settlementFeeRules, so Pro's lower fee applies), the monthly renewal
 * job (wallet, then the saved card), cancelling at the period's end, and its ledger checks.
 */
const memberships: FastifyPluginAsync<MembershipsOptions> = async (app, options) => {
  app.ledgerChecks.register(...MEMBERSHIP_LEDGER_CHECKS);
  const deps = { db: app.db, jobs: app.jobs, feeRules: app.settlementFeeRules, standardFeePercent: options.standardFeePercent };
  const payments = { provider: app.payments, purposes: app.paymentPurposes, log: app.log };
  app.paymentPurposes.register(membershipPaymentPurpose(deps));
  // Durable and run once across servers (the jobs module); each renewal schedules the next.
  app.jobs.register(MEMBERSHIP_RENEWAL_JOB, async (trx, job, now) => {
    const { membershipId, periodEnd, attempt, cardCheck } = job.payload;
    if (typeof membershipId !== 'string' || typeof periodEnd !== 'string' || typeof attempt !== 'number')
      throw new Error(`job ${job.key} names no membership period`);
    const payload = { membershipId, periodEnd, attempt, ...(typeof cardCheck === 'string' ? { cardCheck } : {}) };
    const run = await renewMembership(trx, { ...deps, payments }, payload, now, { claimedJobKey: job.key });
    const paymentId = run.cardCharge;
    if (!paymentId) return;
    // The card is charged once the job's transaction has committed (never a provider call inside
    // it); if this step dies, the card-check job asks again with the same key.
    return async () => {
      const outcome = await settleSavedMethodCharge(app.db, payments, paymentId);
      app.log.info({ membershipId, paymentId, outcome }, 'membership renewal charged to the saved card');
    };
  });
  // An upgrade's card charge whose step after the change's commit died (or found the provider
  // unreachable): asked again with the same key, and again later for as long as it stays pending.
  app.jobs.register(UPGRADE_CHARGE_JOB, async (trx, job, now) => {
    const { paymentId, memberId } = job.payload;
    if (typeof paymentId !== 'string' || typeof memberId !== 'string') throw new Error(`job ${job.key} names no payment`);
    if ((await savedMethodChargeOf(trx, memberId, paymentId))?.status !== 'pending') return;
    await scheduleUpgradeCheck(trx, app.jobs, { paymentId, memberId }, now);
    return async () => {
      const outcome = await settleSavedMethodCharge(app.db, payments, paymentId);
      app.log.info({ paymentId, outcome }, 'membership upgrade charged to the saved card (follow-up)');
    };
  });
  // A Stripe Subscription nothing here bills any more (decision 0082): ended there, retried until it is.
  app.jobs.register(PROVIDER_CANCEL_JOB, async (_trx, job) => {
    const { providerSubscriptionId } = job.payload;
    if (typeof providerSubscriptionId !== 'string') throw new Error(`job ${job.key} names no subscription`);
    await cancelAtProvider(app.payments, providerSubscriptionId);
  });
  // A deleted member's memberships end now, Stripe's at Stripe too (as Pro's subscription).
  app.identity.beforeAccountDeletion('memberships', { cleanUp: endMembershipsOfDeletedAccount(app.jobs) });
  await app.register(membershipRoutes, { ...options, feeRules: app.settlementFeeRules });
};

export const membershipsPlugin = fp(memberships, {
  name: 'memberships',
  dependencies: ['ledger', 'pledges', 'identity', 'subscriptions', 'payments', 'jobs'],
});
