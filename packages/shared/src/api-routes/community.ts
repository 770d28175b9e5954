/** The JSON routes answered with contracts/community.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getCampaignsUpdatesRoute = {
  contract: 'community',
  method: 'GET',
  path: '/api/campaigns/:id/updates',
  query: 'communityPageQuerySchema',
  response: 'campaignUpdateListSchema',
} as const satisfies ApiRouteOf<'community'>;

export const postCampaignsUpdatesRoute = {
  contract: 'community',
  method: 'POST',
  path: '/api/campaigns/:id/updates',
  body: 'newUpdateSchema',
  response: 'campaignUpdateSchema',
  status: 201,
} as const satisfies ApiRouteOf<'community'>;

export const getCampaignsByIdUpdatesByUpdateIdRoute = {
  contract: 'community',
  method: 'GET',
  path: '/api/campaigns/:id/updates/:updateId',
  response: 'campaignUpdateSchema',
} as const satisfies ApiRouteOf<'community'>;

export const patchCampaignsUpdatesRoute = {
  contract: 'community',
  method: 'PATCH',
  path: '/api/campaigns/:id/updates/:updateId',
  body: 'updateChangesSchema',
  response: 'campaignUpdateSchema',
} as const satisfies ApiRouteOf<'community'>;

export const getCampaignsCommentsRoute = {
  contract: 'community',
  method: 'GET',
  path: '/api/campaigns/:id/comments',
  query: 'commentListQuerySchema',
  response: 'commentListSchema',
} as const satisfies ApiRouteOf<'community'>;

export const postCampaignsCommentsRoute = {
  contract: 'community',
  method: 'POST',
  path: '/api/campaigns/:id/comments',
  body: 'newCommentSchema',
  response: 'commentSchema',
  status: 201,
} as const satisfies ApiRouteOf<'community'>;

export const patchCommentsRoute = {
  contract: 'community',
  method: 'PATCH',
  path: '/api/comments/:commentId',
  body: 'commentChangesSchema',
  response: 'commentSchema',
} as const satisfies ApiRouteOf<'community'>;

/** The update and its comments go (204). */
export const deleteUpdateRoute = {
  contract: 'community',
  method: 'DELETE',
  path: '/api/campaigns/:id/updates/:updateId',
  status: 204,
} as const satisfies ApiRouteOf<'community'>;

/** The author within 15 minutes; the campaign's owner, collaborators and admins any time (204). */
export const deleteCommentRoute = {
  contract: 'community',
  method: 'DELETE',
  path: '/api/comments/:commentId',
  status: 204,
} as const satisfies ApiRouteOf<'community'>;
