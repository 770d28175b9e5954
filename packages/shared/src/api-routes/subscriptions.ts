/** The JSON routes answered with contracts/subscriptions.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getSubscriptionRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'GET',
  path: '/api/subscription',
  response: 'subscriptionOverviewSchema',
});

export const postSubscriptionRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'POST',
  path: '/api/subscription',
  body: 'subscribeRequestSchema',
  response: 'subscribeResponseSchema',
  status: 201,
});

export const postSubscriptionPlanRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'POST',
  path: '/api/subscription/plan',
  body: 'changePlanRequestSchema',
  response: 'subscriptionOverviewSchema',
});

export const postSubscriptionCancelRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'POST',
  path: '/api/subscription/cancel',
  response: 'subscriptionOverviewSchema',
});

export const postSubscriptionResumeRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'POST',
  path: '/api/subscription/resume',
  response: 'subscriptionOverviewSchema',
});

export const postSubscriptionPaymentMethodRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'POST',
  path: '/api/subscription/payment-method',
  response: 'cardSetupResponseSchema',
  status: 201,
});

export const deleteSubscriptionPaymentMethodRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'DELETE',
  path: '/api/subscription/payment-method',
  response: 'subscriptionOverviewSchema',
});

export const getAdminSubscriptionsRoute = /* @__PURE__ */ defineRoute('subscriptions', {
  method: 'GET',
  path: '/api/admin/subscriptions',
  query: 'adminSubscriptionsQuerySchema',
  response: 'adminSubscriptionListSchema',
});
