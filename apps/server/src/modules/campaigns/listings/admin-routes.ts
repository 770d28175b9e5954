import { listAdminCampaignsRoute } from '@crowdspark/shared/api-routes/admin-campaigns';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../../http/api-route.js';
import { listCampaignsForAdmin } from './admin-listing.js';

/** GET /api/admin/campaigns: the portal's campaigns list (suspend, restore and staff picks have their own routes). */
export const campaignAdminRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, _options, done) => {
  app.route({
    ...routeOptions(listAdminCampaignsRoute),
    onRequest: app.requireAccess('admin'),
    handler: (request) => listCampaignsForAdmin(app.db, request.query),
  });
  done();
};
