import { statsQuerySchema } from '@crowdspark/shared/contracts/stats';
import { getMemberStatsRoute } from '@crowdspark/shared/api-routes/member-stats';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { statsCampaignsOf, statsCsv, statsFor } from './service.js';
import { getStatsCampaignsRoute, getStatsRoute } from '@crowdspark/shared/api-routes/stats';
import { routeOptions } from '../../http/api-route.js';
import { membersCsv, memberStatsFor } from './members.js';

/**
 * /api/stats (JSON for the /stats page), /api/stats/campaigns (its picker), /api/stats/export.csv (the same days as CSV),
 * /api/stats/members and /api/stats/members/export.csv (the members section and its CSV). Thin.
 */
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

  // Members (decision 0079): the reader's own membership, computed from its tables when asked.
  app.route({
    ...routeOptions(getMemberStatsRoute),
    onRequest: signedIn,
    handler: (request) => memberStatsFor(app.readDb, request.requireUser().id, request.query),
  });

  app.get('/stats/members/export.csv', { onRequest: signedIn }, async (request, reply) => {
    const csv = await membersCsv(app.readDb, request.requireUser().id);
    const name = `members-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
  });

  done();
};
