import {
  searchQuerySchema,
  searchResultSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from '@crowdspark/shared/contracts/search';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { search, suggest } from './service.js';

/** GET /api/search and GET /api/search/suggestions: public, read-only. */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Search tolerates a little lag: the read replica when there is one (decision 0060).
  const deps = { db: app.readDb };
  app.get('/search', { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } }, async (request) =>
    search(deps, request.query),
  );
  app.get(
    '/search/suggestions',
    { schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionsSchema } } },
    async (request) => suggest(deps, request.query.q),
  );
  done();
};
