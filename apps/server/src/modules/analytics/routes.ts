import { pageViewSchema } from '@crowdspark/shared/contracts/analytics';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { acceptJsonSentAsText } from '../../http/beacon-body.js';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import type { PageViewBuffer } from './page-view-buffer.js';
import { pageViewToStore } from './service.js';

/** A page view is a few hundred bytes; anything near this limit is not one. */
const PAGE_VIEW_BODY_LIMIT = 8 * 1024;

/** POST /api/analytics/page-view: one per route change (docs/product-rules.md#page-views), often sent as a beacon. */
export const analyticsRoutes: FastifyPluginCallbackZod<{ pageViews: PageViewBuffer }> = (app, { pageViews }, done) => {
  acceptJsonSentAsText(app);

  app.post(
    '/analytics/page-view',
    {
      bodyLimit: PAGE_VIEW_BODY_LIMIT,
      config: { rateLimit: ROUTE_RATE_LIMITS.pageView },
      schema: { body: pageViewSchema },
    },
    async (request, reply) => {
      // Attributed to the signed-in user (their data export lists them); anonymous otherwise.
      const userId = await request.optionalUserId();
      await pageViews.add(
        pageViewToStore(request.body, {
          userAgent: request.headers['user-agent'],
          userId,
          networkKey: request.networkKey(),
        }),
      );
      return reply.code(204).send();
    },
  );
  done();
};
