/** The JSON routes answered with contracts/community.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getCampaignsUpdatesRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'GET',
  path: '/api/campaigns/:id/updates',
  query: 'communityPageQuerySchema',
  response: 'campaignUpdateListSchema',
});

export const postCampaignsUpdatesRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'POST',
  path: '/api/campaigns/:id/updates',
  body: 'newUpdateSchema',
  response: 'campaignUpdateSchema',
  status: 201,
});

export const getCampaignsByIdUpdatesByUpdateIdRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'GET',
  path: '/api/campaigns/:id/updates/:updateId',
  response: 'campaignUpdateSchema',
});

export const patchCampaignsUpdatesRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'PATCH',
  path: '/api/campaigns/:id/updates/:updateId',
  body: 'updateChangesSchema',
  response: 'campaignUpdateSchema',
});

export const getCampaignsCommentsRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'GET',
  path: '/api/campaigns/:id/comments',
  query: 'commentListQuerySchema',
  response: 'commentListSchema',
});

export const postCampaignsCommentsRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'POST',
  path: '/api/campaigns/:id/comments',
  body: 'newCommentSchema',
  response: 'commentSchema',
  status: 201,
});

export const patchCommentsRoute = /* @__PURE__ */ defineRoute('community', {
  method: 'PATCH',
  path: '/api/comments/:commentId',
  body: 'commentChangesSchema',
  response: 'commentSchema',
});
