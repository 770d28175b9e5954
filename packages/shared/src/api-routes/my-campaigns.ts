/**
 * GET /api/me/campaigns (contracts/campaign-listings.ts), in a file of its own: the start-campaign
 * page reads it beside the editor, within a tight budget, and a page loads every route of a file
 * it imports from (the public listing's route is the discover page's).
 */
import type { ApiRouteOf } from './define-route.js';

/** Every campaign the signed-in creator made, drafts included. */
export const listMyCampaignsRoute = {
  contract: 'campaign-listings',
  method: 'GET',
  path: '/api/me/campaigns',
  response: 'myCampaignsSchema',
} as const satisfies ApiRouteOf<'campaign-listings'>;
