import {
  getCreatorMembershipRoute,
  getMyMembershipSetupRoute,
  getMembershipTierChangeRoute,
  getMembershipUpgradeChargeRoute,
  getMyMembershipsRoute,
  postMembershipCancelRoute,
  postMembershipCheckoutRoute,
  postMembershipPauseRoute,
  postMembershipResumeRoute,
  postMembershipTierChangeRoute,
  postMembershipRoute,
  putMyMembershipSetupRoute,
} from '@crowdspark/shared/api-routes/memberships';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JsonValue } from '../../db/schema.js';
import { routeOptions } from '../../http/api-route.js';
import { sendIdempotent } from '../../http/idempotency.js';
import type { SettlementFeeRules } from '../pledges/service.js';
import { joinMembership } from './join.js';
import { startJoinCheckout } from './join-by-card.js';
import { pauseMembership, resumeMembership } from './pause.js';
import { cancelMembership, myMemberships } from './service.js';
import { changeMembershipTier } from './stripe-tier-change.js';
import { previewTierChange } from './tier-change.js';
import { settleUpgradeCharge, upgradeChargeStatus } from './upgrade-by-card.js';
import { mySetup, publicMembership, saveSetup } from './setup.js';

const creatorParamsSchema = z.object({ username: z.string().min(1).max(64) });
const membershipParamsSchema = z.object({ id: z.string().min(1).max(64) });
const upgradeChargeParamsSchema = z.object({ id: z.string().min(1).max(64), paymentId: z.string().min(1).max(64) });

export interface MembershipRoutesOptions {
  publicUrl: string;
  currency: string;
  standardFeePercent: number;
  feeRules: SettlementFeeRules;
}

/** Memberships (decision 0075): a creator's tiers, joining from the wallet, the member's list. Thin. */
export const membershipRoutes: FastifyPluginCallbackZod<MembershipRoutesOptions> = (app, options, done) => {
  const signedIn = app.requireAccess('signed-in');

  app.route({
    ...routeOptions(getCreatorMembershipRoute, { params: creatorParamsSchema }),
    handler: (request) => publicMembership(app.db, request.params.username),
  });

  app.route({
    ...routeOptions(getMyMembershipSetupRoute),
    onRequest: signedIn,
    handler: (request) => mySetup(app.db, request.requireUser().id),
  });

  app.route({
    ...routeOptions(putMyMembershipSetupRoute),
    onRequest: signedIn,
    handler: (request) => saveSetup({ db: app.db, currency: options.currency }, request.requireUser().id, request.body),
  });

  // Money moves: an Idempotency-Key, as pledges take (a retry answers the first join).
  app.route({
    ...routeOptions(postMembershipRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      const deps = { db: app.db, jobs: app.jobs, feeRules: options.feeRules, standardFeePercent: options.standardFeePercent };
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: (await joinMembership(deps, userId, request.body.tierId, claim)) as unknown as JsonValue,
      }));
    },
  });

  // The first month by card: the checkout's payment joins (the `membership` payment purpose).
  app.route({
    ...routeOptions(postMembershipCheckoutRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      const deps = { db: app.db, provider: app.payments, publicUrl: options.publicUrl };
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: (await startJoinCheckout(deps, userId, request.body.tierId, claim)) as unknown as JsonValue,
      }));
    },
  });

  app.route({
    ...routeOptions(getMyMembershipsRoute),
    onRequest: signedIn,
    handler: (request) => myMemberships(app.db, request.requireUser().id),
  });

  app.route({
    ...routeOptions(postMembershipCancelRoute, { params: membershipParamsSchema }),
    onRequest: signedIn,
    handler: (request) => cancelMembership(app.db, request.requireUser().id, request.params.id, new Date(), app.payments),
  });

  const joinDeps = () => ({
    db: app.db,
    jobs: app.jobs,
    feeRules: options.feeRules,
    standardFeePercent: options.standardFeePercent,
    provider: app.payments,
  });

  app.route({
    ...routeOptions(getMembershipTierChangeRoute, { params: membershipParamsSchema }),
    onRequest: signedIn,
    handler: (request) => previewTierChange(joinDeps(), request.requireUser().id, request.params.id, request.query.tierId),
  });

  // An upgrade moves money: an Idempotency-Key, as joining takes. Paid by the saved card, the card
  // is charged once the change's transaction has committed, and the answer says how that went (a
  // retry with the same key answers "pending": the page then asks the charge route below).
  app.route({
    ...routeOptions(postMembershipTierChangeRoute, { params: membershipParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      const payments = { provider: app.payments, purposes: app.paymentPurposes, log: request.log };
      return sendIdempotent(app.db, request, reply, userId, async (claim) => {
        const result = await changeMembershipTier(joinDeps(), userId, request.params.id, request.body.tierId, claim);
        const settled = result.cardCharge
          ? await settleUpgradeCharge(app.db, payments, userId, request.params.id, result.cardCharge)
          : undefined;
        return { status: 200, body: (settled ? { ...result, ...settled } : result) as unknown as JsonValue };
      });
    },
  });

  app.route({
    ...routeOptions(getMembershipUpgradeChargeRoute, { params: upgradeChargeParamsSchema }),
    onRequest: signedIn,
    handler: (request) => upgradeChargeStatus(app.db, request.requireUser().id, request.params.id, request.params.paymentId),
  });

  app.route({
    ...routeOptions(postMembershipPauseRoute, { params: membershipParamsSchema }),
    onRequest: signedIn,
    handler: (request) => pauseMembership(joinDeps(), request.requireUser().id, request.params.id, request.body.months),
  });

  // Resuming a begun pause charges a month (wallet, else the saved card after commit); a repeat
  // finds it resumed and charges nothing, so no Idempotency-Key is needed.
  app.route({
    ...routeOptions(postMembershipResumeRoute, { params: membershipParamsSchema }),
    onRequest: signedIn,
    handler: (request) =>
      resumeMembership(
        { ...joinDeps(), payments: { provider: app.payments, purposes: app.paymentPurposes, log: app.log } },
        request.requireUser().id,
        request.params.id,
      ),
  });

  done();
};
