/**
 * The fee a campaign's creator pays (contracts/pledges.ts), in a file of its own: the campaign
 * editor needs only this route, and a page loads every route of a file it imports from.
 */
import type { ApiRouteOf } from './define-route.js';

export const getCampaignsPlatformFeeRoute = {
  contract: 'pledges',
  method: 'GET',
  path: '/api/campaigns/:id/platform-fee',
  response: 'platformFeeSchema',
} as const satisfies ApiRouteOf<'pledges'>;
