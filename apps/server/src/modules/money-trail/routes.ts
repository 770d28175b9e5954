import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { campaignMoneyParamsSchema } from '@crowdspark/shared/contracts/money-trail';
import { getCampaignsMoneyRoute } from '@crowdspark/shared/api-routes/money-trail';
import { routeOptions } from '../../http/api-route.js';
import { campaignMoney } from './service.js';

/** GET /api/campaigns/:id/money: anyone who may open the campaign's page, signed out too. */
export const moneyTrailRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(getCampaignsMoneyRoute, { params: campaignMoneyParamsSchema }),
    handler: async (request) => campaignMoney(app.db, request.params.id, await request.optionalUserId(), request.query),
  });
  done();
};
