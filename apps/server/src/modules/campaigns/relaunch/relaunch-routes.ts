import { postCampaignsRelaunchRoute } from '@crowdspark/shared/api-routes/relaunch';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../../http/api-route.js';
import { CAMPAIGN_ID_PATTERN } from '../ids.js';
import { relaunchCampaign } from './relaunch.js';

const params = z.object({ id: z.string().regex(CAMPAIGN_ID_PATTERN, 'A campaign id is 1–64 letters, digits, “-” or “_”.') });

/** POST /api/campaigns/:id/relaunch: the creator copies a campaign that ended without its money into a new draft. */
export const relaunchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(postCampaignsRelaunchRoute, { params }),
    onRequest: app.requireAccess('signed-in'),
    handler: async (request, reply) =>
      reply.code(201).send(await relaunchCampaign(app.db, request.params.id, request.requireUser())),
  });
  done();
};
