import { feedQuerySchema, feedSchema } from '@crowdspark/shared/contracts/discovery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { FEED_FIRST_PAGE_TTL_MS, FirstPageCache, getFeed } from './service.js';

/** GET /api/feed?tab=newest|trending|for_you&cursor=&limit= (public; for_you needs a session). */
export const feedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cache = new FirstPageCache(FEED_FIRST_PAGE_TTL_MS);
  app.get('/feed', { schema: { querystring: feedQuerySchema, response: { 200: feedSchema } } }, async (request) =>
    getFeed(app.db, cache, request.query, await request.optionalUserId()),
  );
  done();
};
