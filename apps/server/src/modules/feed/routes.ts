import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendJsonBody } from '../../http/cached-json.js';
import { FEED_PUBLIC_PAGE_TTL_MS, PublicPageCache, getForYouFeed, getPublicFeedPage } from './service.js';
import { getFeedRoute } from '@crowdspark/shared/api-routes/discovery';
import { routeOptions } from '../../http/api-route.js';

/** GET /api/feed?tab=newest|trending|for_you&cursor=&limit= (public; for_you needs a session). */
export const feedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cache = new PublicPageCache(FEED_PUBLIC_PAGE_TTL_MS);
  app.route({
    ...routeOptions(getFeedRoute),
    handler: async (request, reply) => {
      // The public tabs never read the session: the same serialised page for everyone, from the read
      // replica when there is one (decision 0060); for_you is the reader's own and reads the primary.
      if (request.query.tab !== 'for_you')
        return sendJsonBody(request, reply, await getPublicFeedPage(app.readDb, cache, request.query));
      return getForYouFeed(app.db, request.query, await request.optionalUserId());
    },
  });
  done();
};
