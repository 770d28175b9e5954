/** The public money trail of a campaign, answered with contracts/money-trail.ts (decision 0071). */
import type { ApiRouteOf } from './define-route.js';

export const getCampaignsMoneyRoute = {
  contract: 'money-trail',
  method: 'GET',
  path: '/api/campaigns/:id/money',
  query: 'campaignMoneyQuerySchema',
  response: 'campaignMoneySchema',
} as const satisfies ApiRouteOf<'money-trail'>;
