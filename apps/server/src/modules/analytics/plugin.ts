import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './routes.js';
import { forgetPageViewAuthor } from './service.js';

/** The analytics module: the page-view route, and page views losing their author when an account goes. */
export const analyticsPlugin: FastifyPluginAsync = async (app) => {
  app.identity.beforeAccountDeletion('analytics', { cleanUp: forgetPageViewAuthor });
  await app.register(analyticsRoutes);
};
