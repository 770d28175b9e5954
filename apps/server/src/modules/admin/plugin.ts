import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './routes.js';

/** The admin module: audited role changes and disabling accounts. */
export const adminPlugin: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
};
