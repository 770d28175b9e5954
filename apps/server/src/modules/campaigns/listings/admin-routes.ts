import { adminCampaignListSchema, adminCampaignsQuerySchema } from '@crowdspark/shared/contracts/admin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listCampaignsForAdmin } from './admin-listing.js';

/** GET /api/admin/campaigns: the portal's campaigns list (suspend, restore and staff picks have their own routes). */
export const campaignAdminRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, _options, done) => {
  app.get(
    '/admin/campaigns',
    {
      onRequest: app.requireAccess('admin'),
      schema: { querystring: adminCampaignsQuerySchema, response: { 200: adminCampaignListSchema } },
    },
    (request) => listCampaignsForAdmin(app.db, request.query),
  );
  done();
};
