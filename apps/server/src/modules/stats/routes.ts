import { statsQuerySchema } from '@crowdspark/shared/contracts/stats';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { statsCampaignsOf, statsCsv, statsFor } from './service.js';
import { getStatsCampaignsRoute, getStatsRoute } from '@crowdspark/shared/api-routes/stats';
import { routeOptions } from '../../http/api-route.js';

/** /api/stats (JSON for the /stats page), /api/stats/campaigns (its picker) and /api/stats/export.csv (the same days as CSV). Thin. */
export const statsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signedIn = app.requireAccess('signed-in');
  // Rolled-up figures, behind by the rollup anyway: a replica's little lag changes nothing (decision 0060).

  app.route({
    ...routeOptions(getStatsRoute),
    onRequest: signedIn,
    handler: (request) => statsFor(app.readDb, request.requireUser().id, request.query),
  });

  app.route({
    ...routeOptions(getStatsCampaignsRoute),
    onRequest: signedIn,
    handler: (request) => statsCampaignsOf(app.readDb, request.requireUser().id),
  });

  app.get('/stats/export.csv', { onRequest: signedIn, schema: { querystring: statsQuerySchema } }, async (request, reply) => {
    const stats = await statsFor(app.readDb, request.requireUser().id, request.query);
    const name = `stats-${stats.campaignId ?? 'all-campaigns'}-${stats.from}-to-${stats.to}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(statsCsv(stats));
  });

  done();
};
