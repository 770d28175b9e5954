import { getCampaignsRelaunchRoute } from '@crowdspark/shared/api-routes/relaunch';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { routeOptions } from '../../http/api-route.js';
import { NOT_FOUND_MESSAGE, relaunchLinks, viewerFor } from '../campaigns/service.js';
import { rebackOffer } from './reback-offer.js';

const params = z.object({ id: z.string().min(1).max(64) });

/**
 * GET /api/campaigns/:id/relaunch: the campaign's relaunch links, whether its creator may
 * relaunch it, and for a backer of the earlier campaign the one-click re-back offer.
 */
export const rebackRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(getCampaignsRelaunchRoute, { params }),
    handler: async (request) => {
      const viewer = await viewerFor(app.db, await request.optionalUserId());
      const links = await relaunchLinks(app.db, request.params.id, viewer);
      if (!links) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      const { campaign, relaunchOf, ...rest } = links;
      const offer =
        viewer && relaunchOf
          ? await rebackOffer(app.db, viewer.id, campaign, { id: relaunchOf.id, title: relaunchOf.title })
          : null;
      return { ...rest, relaunchOf, offer };
    },
  });
  done();
};
