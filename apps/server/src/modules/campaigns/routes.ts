import {
  campaignDetailSchema,
  campaignDraftSchema,
  campaignListQuerySchema,
  campaignListSchema,
  myCampaignsSchema,
  storyPreviewRequestSchema,
  storyPreviewSchema,
} from '@crowdspark/shared/contracts/campaigns';
import { adminReasonSchema } from '@crowdspark/shared/contracts/admin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPAIGN_ID_PATTERN } from './ids.js';
import { createDraft, previewStory, updateCampaign } from './drafts.js';
import { listLiveCampaigns, listMyCampaigns } from './listing.js';
import { cancelCampaign, getCampaign, launchCampaign, restoreCampaign, suspendCampaign, viewerFor } from './service.js';

/** A story of 50k characters can be 200 KB of UTF-8, plus tiers and FAQs. */
const CAMPAIGN_BODY_LIMIT = 512 * 1024;

export const campaignParams = z.object({
  id: z.string().regex(CAMPAIGN_ID_PATTERN, 'A campaign id is 1–64 letters, digits, “-” or “_”.'),
});
/** The portal always sends a reason (it is written to the audit log); API callers must too. */
const adminReason = adminReasonSchema;

export interface CampaignRoutesOptions {
  publicUrl: string;
}

/**
 * Campaigns: drafts, launch, cancel, public page and listing, the creator's own list, and the
 * admins' suspend/restore. Thin: each route validates and calls one service function.
 */
export const campaignRoutes: FastifyPluginCallbackZod<CampaignRoutesOptions> = (app, { publicUrl }, done) => {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    publicUrl,
    canceledHandlers: app.campaignCanceledHandlers,
    listings: app.campaignListings,
  };
  const signedIn = app.requireAccess('signed-in');
  const admin = app.requireAccess('admin');
  const detail = { 200: campaignDetailSchema };

  app.post(
    '/campaigns',
    {
      onRequest: signedIn,
      bodyLimit: CAMPAIGN_BODY_LIMIT,
      schema: { body: campaignDraftSchema, response: { 201: campaignDetailSchema } },
    },
    async (request, reply) => reply.code(201).send(await createDraft(deps, request.requireUser(), request.body)),
  );

  app.post(
    '/campaigns/story-preview',
    {
      onRequest: signedIn,
      bodyLimit: CAMPAIGN_BODY_LIMIT,
      schema: { body: storyPreviewRequestSchema, response: { 200: storyPreviewSchema } },
    },
    (request) => previewStory(deps, request.body.story, request.body.storyFormat),
  );

  app.get('/campaigns', { schema: { querystring: campaignListQuerySchema, response: { 200: campaignListSchema } } }, (request) =>
    listLiveCampaigns(deps, request.query),
  );

  app.get('/campaigns/:id', { schema: { params: campaignParams, response: detail } }, async (request) => {
    const userId = await request.optionalUserId();
    return getCampaign(deps, request.params.id, await viewerFor(app.db, userId));
  });

  app.patch(
    '/campaigns/:id',
    {
      onRequest: signedIn,
      bodyLimit: CAMPAIGN_BODY_LIMIT,
      schema: { params: campaignParams, body: campaignDraftSchema, response: detail },
    },
    (request) => updateCampaign(deps, request.params.id, request.requireUser(), request.body),
  );

  app.post('/campaigns/:id/launch', { onRequest: signedIn, schema: { params: campaignParams, response: detail } }, (request) =>
    launchCampaign(deps, request.params.id, request.requireUser()),
  );

  app.post('/campaigns/:id/cancel', { onRequest: signedIn, schema: { params: campaignParams, response: detail } }, (request) =>
    cancelCampaign(deps, request.params.id, request.requireUser()),
  );

  app.get('/me/campaigns', { onRequest: signedIn, schema: { response: { 200: myCampaignsSchema } } }, (request) =>
    listMyCampaigns(deps, request.requireUser().id),
  );

  app.post(
    '/admin/campaigns/:id/suspend',
    { onRequest: admin, schema: { params: campaignParams, body: adminReason, response: detail } },
    (request) => suspendCampaign(deps, request.params.id, request.requireUser(), request.body.reason),
  );

  app.post(
    '/admin/campaigns/:id/restore',
    { onRequest: admin, schema: { params: campaignParams, body: adminReason, response: detail } },
    (request) => restoreCampaign(deps, request.params.id, request.requireUser(), request.body.reason),
  );
  done();
};
