/** Relaunching a campaign and backing the relaunch again (contracts/relaunch.ts). */
import type { ApiRouteOf } from './define-route.js';

export const getCampaignsRelaunchRoute = {
  contract: 'relaunch',
  method: 'GET',
  path: '/api/campaigns/:id/relaunch',
  response: 'relaunchInfoSchema',
} as const satisfies ApiRouteOf<'relaunch'>;

/** The new draft, copied from the campaign (the creator lands in its editor). */
export const postCampaignsRelaunchRoute = {
  contract: 'relaunch',
  method: 'POST',
  path: '/api/campaigns/:id/relaunch',
  response: 'relaunchLinkSchema',
  status: 201,
} as const satisfies ApiRouteOf<'relaunch'>;
