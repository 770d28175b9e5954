/**
 * The JSON routes answered with contracts/campaigns.ts (docs/decisions/0068-typed-route-table.md):
 * drafts, the public page, launch, cancel, and the admins' suspend and restore. The pictures'
 * multipart upload stays outside the table (the decision's list).
 */
import type { ApiRouteOf } from './define-route.js';

export const createCampaignRoute = {
  contract: 'campaigns',
  method: 'POST',
  path: '/api/campaigns',
  body: 'campaignDraftSchema',
  response: 'campaignDetailSchema',
  status: 201,
} as const satisfies ApiRouteOf<'campaigns'>;

export const previewStoryRoute = {
  contract: 'campaigns',
  method: 'POST',
  path: '/api/campaigns/story-preview',
  body: 'storyPreviewRequestSchema',
  response: 'storyPreviewSchema',
} as const satisfies ApiRouteOf<'campaigns'>;

export const getCampaignRoute = {
  contract: 'campaigns',
  method: 'GET',
  path: '/api/campaigns/:id',
  response: 'campaignDetailSchema',
} as const satisfies ApiRouteOf<'campaigns'>;

export const updateCampaignRoute = {
  contract: 'campaigns',
  method: 'PATCH',
  path: '/api/campaigns/:id',
  body: 'campaignDraftSchema',
  response: 'campaignDetailSchema',
} as const satisfies ApiRouteOf<'campaigns'>;

export const launchCampaignRoute = {
  contract: 'campaigns',
  method: 'POST',
  path: '/api/campaigns/:id/launch',
  response: 'campaignDetailSchema',
} as const satisfies ApiRouteOf<'campaigns'>;

export const cancelCampaignRoute = {
  contract: 'campaigns',
  method: 'POST',
  path: '/api/campaigns/:id/cancel',
  response: 'campaignDetailSchema',
} as const satisfies ApiRouteOf<'campaigns'>;
