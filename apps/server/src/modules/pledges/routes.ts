import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendIdempotent } from '../../http/idempotency.js';
import { changePledgeAddress, exportShippingCsv, getPledgeAddress } from './addresses.js';
import { backersCsv, listBackers } from './backers.js';
import { startPledgeCheckout } from './checkout.js';
import { campaignPlatformFee } from './platform-fee.js';
import { cancelPledge, changePledge, createPledge, listMyPledges, myActivePledge } from './service.js';
import {
  getCampaignsBackersRoute,
  getMePledgesRoute,
  getMyPledgeRoute,
  patchPledgesRoute,
  postCampaignsPledgesRoute,
  postPledgesCancelRoute,
} from '@crowdspark/shared/api-routes/pledges';
import { getCampaignsPlatformFeeRoute } from '@crowdspark/shared/api-routes/platform-fee';
import { postPledgesCheckoutRoute } from '@crowdspark/shared/api-routes/pledge-checkout';
import { getPledgesAddressRoute, putPledgesAddressRoute } from '@crowdspark/shared/api-routes/shipping';
import { routeOptions } from '../../http/api-route.js';
import { payoutStatementFile } from './payout-statement.js';

const campaignParams = z.object({ id: z.string().min(1).max(64) });
const pledgeParams = z.object({ id: z.string().min(1).max(64) });

export interface PledgeRoutesOptions {
  /** Where the provider's checkout sends the backer back to (the payment return pages). */
  publicUrl: string;
  /** The configured platform fee; fee rules (Pro) may lower it for a creator. */
  feePercent: number;
}

/** Backing campaigns (idempotent, from the wallet or by card), the backer's pledges, the creator's backers and payout statement. */
export const pledgeRoutes: FastifyPluginCallbackZod<PledgeRoutesOptions> = (app, { publicUrl, feePercent }, done) => {
  const signedIn = app.requireAccess('signed-in');
  const deps = { db: app.db };

  app.route({
    ...routeOptions(getCampaignsPlatformFeeRoute, { params: campaignParams }),
    handler: async (request) =>
      campaignPlatformFee(
        { db: app.db, feeRules: app.settlementFeeRules, standardPercent: feePercent },
        request.params.id,
        await request.optionalUserId(),
      ),
  });

  app.route({
    ...routeOptions(postCampaignsPledgesRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      // The answer commits with the pledge's own transaction (no key left in flight by a crash).
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: await createPledge(
          { ...deps, beforeCommit: (trx, body) => claim.completeIn(trx, { status: 201, body }) },
          userId,
          request.params.id,
          request.body,
        ),
      }));
    },
  });

  app.route({
    ...routeOptions(postPledgesCheckoutRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      // Two steps with a network call between them: the payment is linked to the key, so a retry
      // after a crash reopens that payment's checkout instead of opening a second one.
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: await startPledgeCheckout(app.db, app.payments, { userId, publicUrl }, request.body, claim),
      }));
    },
  });

  app.route({
    ...routeOptions(getMyPledgeRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: async (request) => ({ pledge: await myActivePledge(deps, request.requireUser().id, request.params.id) }),
  });

  app.route({
    ...routeOptions(patchPledgesRoute, { params: pledgeParams }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      // The answer commits with the pledge's own transaction (no key left in flight by a crash).
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 200,
        body: await changePledge(
          { ...deps, beforeCommit: (trx, body) => claim.completeIn(trx, { status: 200, body }) },
          userId,
          request.params.id,
          request.body,
        ),
      }));
    },
  });

  app.route({
    ...routeOptions(postPledgesCancelRoute, { params: pledgeParams }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      // The answer commits with the pledge's own transaction (no key left in flight by a crash).
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 200,
        body: await cancelPledge(
          { ...deps, beforeCommit: (trx, body) => claim.completeIn(trx, { status: 200, body }) },
          userId,
          request.params.id,
        ),
      }));
    },
  });

  app.route({
    ...routeOptions(getMePledgesRoute),
    onRequest: signedIn,
    handler: async (request) => listMyPledges(deps, request.requireUser().id),
  });

  app.route({
    ...routeOptions(getCampaignsBackersRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: async (request) => ({ backers: await listBackers(app.db, request.params.id, request.requireUser()) }),
  });

  app.get('/campaigns/:id/backers.csv', { onRequest: signedIn, schema: { params: campaignParams } }, async (request, reply) => {
    const backers = await listBackers(app.db, request.params.id, request.requireUser());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="backers-${request.params.id}.csv"`)
      .send(backersCsv(backers));
  });

  // The creator's payout statement: the owner and collaborators (others 404), made on demand.
  for (const format of ['pdf', 'csv'] as const)
    app.get(
      `/campaigns/:id/payout-statement.${format}`,
      { onRequest: signedIn, schema: { params: campaignParams } },
      async (request, reply) => {
        const file = await payoutStatementFile(app.db, {
          campaignId: request.params.id,
          userId: request.requireUser().id,
          format,
          now: new Date(),
        });
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );

  app.route({
    ...routeOptions(getPledgesAddressRoute, { params: pledgeParams }),
    onRequest: signedIn,
    handler: async (request) => getPledgeAddress(app.db, request.requireUser().id, request.params.id, new Date()),
  });

  app.route({
    ...routeOptions(putPledgesAddressRoute, { params: pledgeParams }),
    onRequest: signedIn,
    handler: async (request) =>
      changePledgeAddress(app.db, request.requireUser().id, request.params.id, request.body, new Date()),
  });

  // Addresses leave only through this audited export (docs/product-rules.md#shipping-addresses).
  app.get('/campaigns/:id/shipping.csv', { onRequest: signedIn, schema: { params: campaignParams } }, async (request, reply) => {
    const csv = await exportShippingCsv(app.db, request.params.id, request.requireUser());
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="shipping-${request.params.id}.csv"`)
      .send(csv);
  });

  done();
};
