import type { FastifyPluginAsync } from 'fastify';
import { PageViewBuffer } from './page-view-buffer.js';
import { analyticsRoutes } from './routes.js';
import { forgetPageViewAuthor } from './service.js';

export interface AnalyticsPluginOptions {
  /** How long page views wait to be written in one batch; 0 writes each at once. */
  pageViewFlushMs: number;
}

/** The analytics module: the page-view route (buffered writes), and page views losing their author when an account goes. */
export const analyticsPlugin: FastifyPluginAsync<AnalyticsPluginOptions> = async (app, { pageViewFlushMs }) => {
  app.identity.beforeAccountDeletion('analytics', { cleanUp: forgetPageViewAuthor });
  const pageViews = new PageViewBuffer(app.db, app.log, pageViewFlushMs);
  app.addHook('onClose', () => pageViews.close());
  await app.register(analyticsRoutes, { pageViews });
};
