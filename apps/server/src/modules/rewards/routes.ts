import type { RewardsSummary } from '@crowdspark/shared/contracts/rewards';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JsonValue } from '../../db/schema.js';
import { sendIdempotent } from '../../http/idempotency.js';
import { pointsHistory, profileBadges, redeemPointsAndSummarise, rewardsSummary } from './service.js';
import {
  getRewardsEntriesRoute,
  getRewardsRoute,
  getUsersBadgesRoute,
  postRewardsRedemptionsRoute,
} from '@crowdspark/shared/api-routes/rewards';
import { routeOptions } from '../../http/api-route.js';

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

  app.route({
    ...routeOptions(getRewardsRoute),
    onRequest: signedIn,
    handler: async (request) => summary(request.requireUser().id),
  });

  app.route({
    ...routeOptions(getRewardsEntriesRoute),
    onRequest: signedIn,
    handler: async (request) => pointsHistory(app.db, request.requireUser().id, request.query),
  });

  app.route({
    ...routeOptions(postRewardsRedemptionsRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      // The answer commits with the redemption's own transaction (no key left in flight by a crash).
      return sendIdempotent(app.db, request, reply, userId, async (claim) => {
        const answer = (summary: RewardsSummary) => ({ status: 201, body: summary as unknown as JsonValue });
        const summary = await redeemPointsAndSummarise(
          { db: app.db, beforeCommit: (trx, redeemed) => claim.completeIn(trx, answer(redeemed)) },
          userId,
          request.body.points,
          options,
        );
        return answer(summary);
      });
    },
  });

  app.route({
    ...routeOptions(getUsersBadgesRoute, { params: z.object({ username: z.string().min(1).max(64) }) }),
    handler: async (request) => ({ items: await profileBadges(app.db, request.params.username) }),
  });

  done();
};
