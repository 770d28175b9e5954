import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { MEMBERSHIP_LEDGER_CHECKS } from './ledger-checks.js';
import { membershipRoutes } from './routes.js';

export interface MembershipsOptions {
  currency: string;
  standardFeePercent: number;
}

/**
 * The memberships module (decision 0075): creators' monthly tiers, members joining from the
 * wallet with the platform fee taken at the creator's rate (pledges' app.settlementFeeRules, so
 * Pro's lower fee applies), cancelling at the period's end, and its ledger checks.
 */
const memberships: FastifyPluginAsync<MembershipsOptions> = async (app, options) => {
  app.ledgerChecks.register(...MEMBERSHIP_LEDGER_CHECKS);
  await app.register(membershipRoutes, { ...options, feeRules: app.settlementFeeRules });
};

export const membershipsPlugin = fp(memberships, {
  name: 'memberships',
  dependencies: ['ledger', 'pledges', 'identity', 'subscriptions'],
});
