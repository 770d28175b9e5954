import { campaignDetailSchema } from '@crowdspark/shared/contracts/campaigns';
import { campaignListSchema } from '@crowdspark/shared/contracts/campaign-listings';
import {
  cancelCampaignRoute,
  createCampaignRoute,
  getCampaignRoute,
  launchCampaignRoute,
  previewStoryRoute,
  updateCampaignRoute,
} from '@crowdspark/shared/api-routes/campaigns';
import { restoreCampaignRoute, suspendCampaignRoute } from '@crowdspark/shared/api-routes/admin-campaigns';
import { listCampaignsRoute } from '@crowdspark/shared/api-routes/campaign-listings';
import { listMyCampaignsRoute } from '@crowdspark/shared/api-routes/my-campaigns';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { routeOptions } from '../../http/api-route.js';
import { sendSharedAnswer } from '../../http/shared-answers.js';
import { CAMPAIGN_ID_PATTERN } from './ids.js';
import type { PublicCampaignReads } from './public-reads.js';
import { campaignRoleOf } from './roles.js';
import { createDraft, previewStory, updateCampaign } from './drafts.js';
import { listLiveCampaigns, listMyCampaigns } from './listings/listing.js';
import { cancelCampaign, getCampaign, launchCampaign, restoreCampaign, suspendCampaign, viewerFor } from './service.js';

/** A story of 50k characters can be 200 KB of UTF-8, plus tiers and FAQs. */
const CAMPAIGN_BODY_LIMIT = 512 * 1024;

export const campaignParams = z.object({
  id: z.string().regex(CAMPAIGN_ID_PATTERN, 'A campaign id is 1–64 letters, digits, “-” or “_”.'),
});
export interface CampaignRoutesOptions {
  publicUrl: string;
  publicReads: PublicCampaignReads;
}

/**
 * Campaigns: drafts, launch, cancel, public page and listing, the creator's own list, and the
 * admins' suspend/restore. Thin: each route validates and calls one service function.
 */
export const campaignRoutes: FastifyPluginCallbackZod<CampaignRoutesOptions> = (app, { publicUrl, publicReads }, done) => {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    publicUrl,
    canceledHandlers: app.campaignCanceledHandlers,
    listings: app.campaignListings,
  };
  // Reads every visitor gets alike tolerate a little lag: the read replica when there is one (decision 0060).
  const publicDeps = { ...deps, db: app.readDb };
  const signedIn = app.requireAccess('signed-in');
  const admin = app.requireAccess('admin');

  app.route({
    ...routeOptions(createCampaignRoute),
    onRequest: signedIn,
    bodyLimit: CAMPAIGN_BODY_LIMIT,
    handler: async (request, reply) => reply.code(201).send(await createDraft(deps, request.requireUser(), request.body)),
  });

  app.route({
    ...routeOptions(previewStoryRoute),
    onRequest: signedIn,
    bodyLimit: CAMPAIGN_BODY_LIMIT,
    handler: (request) => previewStory(deps, request.body.story, request.body.storyFormat),
  });

  // The same for everyone: shared (decision 0058), kept a second.
  app.route({
    ...routeOptions(listCampaignsRoute),
    handler: async (request, reply) => {
      if (!publicReads.enabled) return listLiveCampaigns(publicDeps, request.query);
      const answer = await publicReads.list(JSON.stringify(request.query), async () =>
        JSON.stringify(campaignListSchema.parse(await listLiveCampaigns(publicDeps, request.query))),
      );
      return sendSharedAnswer(request, reply, answer, 1);
    },
  });

  app.route({
    ...routeOptions(getCampaignRoute, { params: campaignParams }),
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!publicReads.enabled) {
        const userId = await request.optionalUserId();
        return getCampaign(userId ? deps : publicDeps, id, await viewerFor(app.db, userId));
      }
      // Whoever has no part in the campaign (a visitor, or a reader who is neither its owner nor a
      // collaborator) reads the page every visitor reads; only an owner's or collaborator's carries
      // their role, and reads the primary (what they just saved shows at once).
      const userId = publicReads.isShareable(request) ? null : await request.optionalUserId();
      if (userId === null || (await campaignRoleOf(app.db, id, userId)) === null) {
        try {
          const answer = await publicReads.detail(id, async (fromPrimary) =>
            JSON.stringify(campaignDetailSchema.parse(await getCampaign(fromPrimary ? deps : publicDeps, id, null))),
          );
          return sendSharedAnswer(request, reply, answer, 1, userId === null ? 'public' : 'private');
        } catch (error) {
          // Not public (a draft, a suspended campaign): an admin may still see it, below.
          if (userId === null || !(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        }
      }
      return getCampaign(deps, id, await viewerFor(app.db, userId));
    },
  });

  app.route({
    ...routeOptions(updateCampaignRoute, { params: campaignParams }),
    onRequest: signedIn,
    bodyLimit: CAMPAIGN_BODY_LIMIT,
    handler: (request) => updateCampaign(deps, request.params.id, request.requireUser(), request.body),
  });

  app.route({
    ...routeOptions(launchCampaignRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: (request) => launchCampaign(deps, request.params.id, request.requireUser()),
  });

  app.route({
    ...routeOptions(cancelCampaignRoute, { params: campaignParams }),
    onRequest: signedIn,
    handler: (request) => cancelCampaign(deps, request.params.id, request.requireUser()),
  });

  app.route({
    ...routeOptions(listMyCampaignsRoute),
    onRequest: signedIn,
    handler: (request) => listMyCampaigns(deps, request.requireUser().id),
  });

  // The portal always sends a reason (it is written to the audit log); API callers must too.
  app.route({
    ...routeOptions(suspendCampaignRoute, { params: campaignParams }),
    onRequest: admin,
    handler: (request) => suspendCampaign(deps, request.params.id, request.requireUser(), request.body.reason),
  });

  app.route({
    ...routeOptions(restoreCampaignRoute, { params: campaignParams }),
    onRequest: admin,
    handler: (request) => restoreCampaign(deps, request.params.id, request.requireUser(), request.body.reason),
  });
  done();
};
