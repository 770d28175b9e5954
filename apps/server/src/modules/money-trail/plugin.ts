import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { moneyTrailRoutes } from './routes.js';

/**
 * The money-trail module (decision 0071): a campaign's public money trail, read from the ledger.
 * It owns no table and records nothing: it composes campaigns (who may see the page), the ledger
 * (every figure), pledges (backers who show their name) and wallet (whether a payout reached the bank).
 */
const moneyTrail: FastifyPluginAsync = async (app) => {
  await app.register(moneyTrailRoutes);
};

export const moneyTrailPlugin = fp(moneyTrail, {
  name: 'money-trail',
  dependencies: ['campaigns', 'ledger', 'pledges', 'wallet'],
});
