/**
 * The admin portal's campaign routes: the list (contracts/admin.ts), suspend and restore
 * (contracts/campaigns.ts), staff picks (contracts/discovery.ts). One file for the one page that
 * calls them, so the pages that read campaigns load none of them.
 */
import type { ApiRouteOf } from './define-route.js';

/** Every campaign by status, staff pick and search; keyset pages. */
export const listAdminCampaignsRoute = {
  contract: 'admin',
  method: 'GET',
  path: '/api/admin/campaigns',
  query: 'adminCampaignsQuerySchema',
  response: 'adminCampaignListSchema',
} as const satisfies ApiRouteOf<'admin'>;

/** Hidden with pledges frozen (suspend), or back to its previous status (restore); the reason is audited. */
export const suspendCampaignRoute = {
  contract: 'campaigns',
  method: 'POST',
  path: '/api/admin/campaigns/:id/suspend',
  body: 'adminReasonSchema',
  response: 'campaignDetailSchema',
} as const satisfies ApiRouteOf<'campaigns'>;

export const restoreCampaignRoute = {
  contract: 'campaigns',
  method: 'POST',
  path: '/api/admin/campaigns/:id/restore',
  body: 'adminReasonSchema',
  response: 'campaignDetailSchema',
} as const satisfies ApiRouteOf<'campaigns'>;

/** The admins mark a campaign as a staff pick (PUT) or unmark it (DELETE); both idempotent. */
export const markStaffPickRoute = {
  contract: 'discovery',
  method: 'PUT',
  path: '/api/admin/campaigns/:id/staff-pick',
  response: 'staffPickSchema',
} as const satisfies ApiRouteOf<'discovery'>;

export const unmarkStaffPickRoute = {
  contract: 'discovery',
  method: 'DELETE',
  path: '/api/admin/campaigns/:id/staff-pick',
  response: 'staffPickSchema',
} as const satisfies ApiRouteOf<'discovery'>;
