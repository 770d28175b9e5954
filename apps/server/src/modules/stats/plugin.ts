import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerStatsRollup } from './rollup-job.js';
import { statsRoutes } from './routes.js';
import { countFollow, countPledgeCanceled, countPledgeChanged, countPledgeCreated, countUnfollow } from './service.js';

const SUBSCRIBER = 'stats';

export interface StatsPluginOptions {
  rollupIntervalMs: number;
}

/**
 * Creator stats (decision 0034): daily pledge and follower counts kept from domain events, page
 * views from analytics' daily rollup, which this module's job keeps up to date.
 */
const stats: FastifyPluginAsync<StatsPluginOptions> = async (app, options) => {
  app.events.subscribe('pledge.created', SUBSCRIBER, countPledgeCreated);
  app.events.subscribe('pledge.changed', SUBSCRIBER, countPledgeChanged);
  app.events.subscribe('pledge.canceled', SUBSCRIBER, countPledgeCanceled);
  app.events.subscribe('user.followed', SUBSCRIBER, countFollow);
  app.events.subscribe('user.unfollowed', SUBSCRIBER, countUnfollow);
  registerStatsRollup(app, options.rollupIntervalMs);
  await app.register(statsRoutes);
};

export const statsPlugin = fp(stats, { name: 'stats', dependencies: ['identity'] });
