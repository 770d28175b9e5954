import { discoverSchema } from '@crowdspark/shared/contracts/discovery';
import { getDiscoverRoute } from '@crowdspark/shared/api-routes/discover';
import { markStaffPickRoute, unmarkStaffPickRoute } from '@crowdspark/shared/api-routes/admin-campaigns';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../../http/api-route.js';
import { sendJsonBody, toJsonBody } from '../../../http/cached-json.js';
import {
  CATEGORY_COUNTS_TTL_MS,
  DISCOVER_TTL_MS,
  SharedValue,
  getCategoryCounts,
  getDiscover,
  setStaffPick,
} from './discover.js';
import { campaignParams } from '../routes.js';
import { forgetListings } from '../listings/listing-caches.js';

/**
 * GET /api/discover (every section in one answer, shared by all visitors for a few seconds) and
 * the admins' staff picks (PUT/DELETE /api/admin/campaigns/:id/staff-pick; the portal comes later).
 */
export const discoverRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');
  // Shared by every visitor and kept seconds anyway: read from the replica when there is one (decision 0060).
  const counts = new SharedValue(CATEGORY_COUNTS_TTL_MS, () => getCategoryCounts(app.readDb));
  // Serialised once per refresh (checked against the contract then), sent as it is to everyone.
  const discover = new SharedValue(DISCOVER_TTL_MS, async () =>
    toJsonBody(discoverSchema.parse(await getDiscover(app.readDb, () => counts.get()))),
  );
  app.campaignListings.register(() => {
    discover.clear();
    counts.clear();
  });

  app.route({
    ...routeOptions(getDiscoverRoute),
    handler: async (request, reply) => sendJsonBody(request, reply, await discover.get()),
  });

  for (const [route, picked] of [
    [markStaffPickRoute, true],
    [unmarkStaffPickRoute, false],
  ] as const)
    app.route({
      ...routeOptions(route, { params: campaignParams }),
      onRequest: admin,
      handler: async (request) => {
        const answer = await setStaffPick(app.db, request.params.id, request.requireUser(), picked);
        // The admin sees their pick on /discover at once (other servers within the TTL).
        forgetListings(app.campaignListings);
        return answer;
      },
    });
  done();
};
