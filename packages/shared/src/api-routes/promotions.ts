/** The JSON routes answered with contracts/promotions.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getAdminPromotionsRoute = {
  contract: 'promotions',
  method: 'GET',
  path: '/api/admin/promotions',
  query: 'adminPromotionsQuerySchema',
  response: 'promotionListSchema',
} as const satisfies ApiRouteOf<'promotions'>;

export const postAdminPromotionsApproveRoute = {
  contract: 'promotions',
  method: 'POST',
  path: '/api/admin/promotions/:id/approve',
  response: 'promotionSchema',
} as const satisfies ApiRouteOf<'promotions'>;

export const postAdminPromotionsRejectRoute = {
  contract: 'promotions',
  method: 'POST',
  path: '/api/admin/promotions/:id/reject',
  body: 'promotionRejectionSchema',
  response: 'promotionSchema',
} as const satisfies ApiRouteOf<'promotions'>;

export const getPromotionsRoute = {
  contract: 'promotions',
  method: 'GET',
  path: '/api/promotions',
  response: 'promotionsOverviewSchema',
} as const satisfies ApiRouteOf<'promotions'>;

export const postPromotionsRoute = {
  contract: 'promotions',
  method: 'POST',
  path: '/api/promotions',
  body: 'buyPromotionSchema',
  response: 'promotionSchema',
  status: 201,
} as const satisfies ApiRouteOf<'promotions'>;

export const postPromotionsCancelRoute = {
  contract: 'promotions',
  method: 'POST',
  path: '/api/promotions/:id/cancel',
  response: 'promotionSchema',
} as const satisfies ApiRouteOf<'promotions'>;

export const getPromotionsSlotsRoute = {
  contract: 'promotions',
  method: 'GET',
  path: '/api/promotions/slots',
  query: 'promotedSlotsQuerySchema',
  response: 'promotedSlotsSchema',
} as const satisfies ApiRouteOf<'promotions'>;
