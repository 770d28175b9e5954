import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { reportsRoutes } from './routes.js';

/** The reports module (decision 0024): filing reports and the admin queue's list. */
const reports: FastifyPluginAsync = async (app) => {
  await app.register(reportsRoutes);
};

export const reportsPlugin = fp(reports, { name: 'reports', dependencies: ['identity', 'campaigns', 'community'] });
