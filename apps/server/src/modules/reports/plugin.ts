import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { reportsRoutes } from './routes.js';

/** The reports module (decisions 0024, 0035): filing reports and the admin queue (list, assign, resolve). */
const reports: FastifyPluginAsync<{ publicUrl: string }> = async (app, options) => {
  await app.register(reportsRoutes, options);
};

export const reportsPlugin = fp(reports, { name: 'reports', dependencies: ['identity', 'campaigns', 'community'] });
