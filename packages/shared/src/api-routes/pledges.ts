/** The JSON routes answered with contracts/pledges.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const postCampaignsPledgesRoute = {
  contract: 'pledges',
  method: 'POST',
  path: '/api/campaigns/:id/pledges',
  body: 'pledgeInputSchema',
  response: 'pledgeResultSchema',
  status: 201,
} as const satisfies ApiRouteOf<'pledges'>;

export const patchPledgesRoute = {
  contract: 'pledges',
  method: 'PATCH',
  path: '/api/pledges/:id',
  body: 'pledgeInputSchema',
  response: 'pledgeResultSchema',
} as const satisfies ApiRouteOf<'pledges'>;

export const postPledgesCancelRoute = {
  contract: 'pledges',
  method: 'POST',
  path: '/api/pledges/:id/cancel',
  response: 'pledgeResultSchema',
} as const satisfies ApiRouteOf<'pledges'>;

export const getMePledgesRoute = {
  contract: 'pledges',
  method: 'GET',
  path: '/api/me/pledges',
  response: 'myPledgesSchema',
} as const satisfies ApiRouteOf<'pledges'>;

export const getCampaignsBackersRoute = {
  contract: 'pledges',
  method: 'GET',
  path: '/api/campaigns/:id/backers',
  response: 'backersSchema',
} as const satisfies ApiRouteOf<'pledges'>;

/** The signed-in backer's active pledge on the campaign, or null. */
export const getMyPledgeRoute = {
  contract: 'pledges',
  method: 'GET',
  path: '/api/campaigns/:id/pledges/mine',
  response: 'activePledgeResponseSchema',
} as const satisfies ApiRouteOf<'pledges'>;
