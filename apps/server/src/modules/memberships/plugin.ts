import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { MEMBERSHIP_LEDGER_CHECKS } from './ledger-checks.js';
import { membershipRoutes } from './routes.js';
import { renewMembership } from './renewal.js';
import { MEMBERSHIP_RENEWAL_JOB } from './renewal-schedule.js';

export interface MembershipsOptions {
  currency: string;
  standardFeePercent: number;
}

/**
 * The memberships module (decision 0075): creators' monthly tiers, members joining from the
 * wallet with the platform fee taken at the creator's rate (pledges' app.settlementFeeRules, so
 * Pro's lower fee applies), the monthly renewal job, cancelling at the period's end, and its ledger checks.
 */
const memberships: FastifyPluginAsync<MembershipsOptions> = async (app, options) => {
  app.ledgerChecks.register(...MEMBERSHIP_LEDGER_CHECKS);
  const deps = { db: app.db, jobs: app.jobs, feeRules: app.settlementFeeRules, standardFeePercent: options.standardFeePercent };
  // Durable and run once across servers (the jobs module); each renewal schedules the next.
  app.jobs.register(MEMBERSHIP_RENEWAL_JOB, async (trx, job, now) => {
    const { membershipId, periodEnd, attempt } = job.payload;
    if (typeof membershipId !== 'string' || typeof periodEnd !== 'string' || typeof attempt !== 'number')
      throw new Error(`job ${job.key} names no membership period`);
    await renewMembership(trx, deps, { membershipId, periodEnd, attempt }, now);
  });
  await app.register(membershipRoutes, { ...options, feeRules: app.settlementFeeRules });
};

export const membershipsPlugin = fp(memberships, {
  name: 'memberships',
  dependencies: ['ledger', 'pledges', 'identity', 'subscriptions'],
});
