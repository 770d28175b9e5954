/** The JSON routes answered with contracts/promotions.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getAdminPromotionsRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'GET',
  path: '/api/admin/promotions',
  query: 'adminPromotionsQuerySchema',
  response: 'promotionListSchema',
});

export const postAdminPromotionsApproveRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'POST',
  path: '/api/admin/promotions/:id/approve',
  response: 'promotionSchema',
});

export const postAdminPromotionsRejectRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'POST',
  path: '/api/admin/promotions/:id/reject',
  body: 'promotionRejectionSchema',
  response: 'promotionSchema',
});

export const getPromotionsRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'GET',
  path: '/api/promotions',
  response: 'promotionsOverviewSchema',
});

export const postPromotionsRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'POST',
  path: '/api/promotions',
  body: 'buyPromotionSchema',
  response: 'promotionSchema',
  status: 201,
});

export const postPromotionsCancelRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'POST',
  path: '/api/promotions/:id/cancel',
  response: 'promotionSchema',
});

export const getPromotionsSlotsRoute = /* @__PURE__ */ defineRoute('promotions', {
  method: 'GET',
  path: '/api/promotions/slots',
  query: 'promotedSlotsQuerySchema',
  response: 'promotedSlotsSchema',
});
