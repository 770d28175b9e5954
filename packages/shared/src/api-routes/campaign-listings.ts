/** The JSON routes answered with contracts/campaign-listings.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

/** Live campaigns, one keyset page, shared by every visitor (decision 0058). */
export const listCampaignsRoute = {
  contract: 'campaign-listings',
  method: 'GET',
  path: '/api/campaigns',
  query: 'campaignListQuerySchema',
  response: 'campaignListSchema',
} as const satisfies ApiRouteOf<'campaign-listings'>;
