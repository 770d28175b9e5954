import {
  pointsEntriesPageSchema,
  pointsEntriesQuerySchema,
  profileBadgesSchema,
  redeemPointsSchema,
  rewardsSummarySchema,
} from '@crowdspark/shared/contracts/rewards';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JsonValue } from '../../db/schema.js';
import { sendIdempotent } from '../../http/idempotency.js';
import { newId } from '../../short-id.js';
import { pointsHistory, profileBadges, redeemPoints, rewardsSummary } from './service.js';

export interface RewardsRoutesOptions {
  publicUrl: string;
  currency: string;
  secret: string;
  secureCookies: boolean;
}

/** /api/rewards (the signed-in person's points, history, redemptions) and profile badges. Thin. */
export const rewardsRoutes: FastifyPluginCallbackZod<RewardsRoutesOptions> = (app, options, done) => {
  const signedIn = app.requireAccess('signed-in');
  const summary = (userId: string) => rewardsSummary(app.db, userId, options);

  app.get('/rewards', { onRequest: signedIn, schema: { response: { 200: rewardsSummarySchema } } }, async (request) =>
    summary(request.requireUser().id),
  );

  app.get(
    '/rewards/entries',
    { onRequest: signedIn, schema: { querystring: pointsEntriesQuerySchema, response: { 200: pointsEntriesPageSchema } } },
    async (request) => pointsHistory(app.db, request.requireUser().id, request.query),
  );

  app.post(
    '/rewards/redemptions',
    { onRequest: signedIn, schema: { body: redeemPointsSchema, response: { 201: rewardsSummarySchema } } },
    async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, (claim) =>
        app.db.transaction().execute(async (trx) => {
          await redeemPoints(trx, userId, request.body.points, { currency: options.currency, requestId: newId() });
          // Read inside the transaction: the answer stored for a retry is the one this request gives.
          const body = (await rewardsSummary(trx, userId, options)) as unknown as JsonValue;
          await claim.completeIn(trx, { status: 201, body });
          return { status: 201, body };
        }),
      );
    },
  );

  app.get(
    '/users/:username/badges',
    { schema: { params: z.object({ username: z.string().min(1).max(64) }), response: { 200: profileBadgesSchema } } },
    async (request) => ({ items: await profileBadges(app.db, request.params.username) }),
  );

  done();
};
