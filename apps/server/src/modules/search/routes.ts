import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { search, suggest } from './service.js';
import { getSearchRoute, getSearchSuggestionsRoute } from '@crowdspark/shared/api-routes/search';
import { routeOptions } from '../../http/api-route.js';

/** GET /api/search and GET /api/search/suggestions: public, read-only. */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Search tolerates a little lag: the read replica when there is one (decision 0060).
  const deps = { db: app.readDb };
  app.route({ ...routeOptions(getSearchRoute), handler: async (request) => search(deps, request.query) });
  app.route({ ...routeOptions(getSearchSuggestionsRoute), handler: async (request) => suggest(deps, request.query.q) });
  done();
};
