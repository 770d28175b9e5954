/** The JSON routes answered with contracts/subscriptions.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getSubscriptionRoute = {
  contract: 'subscriptions',
  method: 'GET',
  path: '/api/subscription',
  response: 'subscriptionOverviewSchema',
} as const satisfies ApiRouteOf<'subscriptions'>;

export const postSubscriptionRoute = {
  contract: 'subscriptions',
  method: 'POST',
  path: '/api/subscription',
  body: 'subscribeRequestSchema',
  response: 'subscribeResponseSchema',
  status: 201,
} as const satisfies ApiRouteOf<'subscriptions'>;

export const postSubscriptionPlanRoute = {
  contract: 'subscriptions',
  method: 'POST',
  path: '/api/subscription/plan',
  body: 'changePlanRequestSchema',
  response: 'subscriptionOverviewSchema',
} as const satisfies ApiRouteOf<'subscriptions'>;

export const postSubscriptionCancelRoute = {
  contract: 'subscriptions',
  method: 'POST',
  path: '/api/subscription/cancel',
  response: 'subscriptionOverviewSchema',
} as const satisfies ApiRouteOf<'subscriptions'>;

export const postSubscriptionResumeRoute = {
  contract: 'subscriptions',
  method: 'POST',
  path: '/api/subscription/resume',
  response: 'subscriptionOverviewSchema',
} as const satisfies ApiRouteOf<'subscriptions'>;

export const postSubscriptionPaymentMethodRoute = {
  contract: 'subscriptions',
  method: 'POST',
  path: '/api/subscription/payment-method',
  response: 'cardSetupResponseSchema',
  status: 201,
} as const satisfies ApiRouteOf<'subscriptions'>;

export const deleteSubscriptionPaymentMethodRoute = {
  contract: 'subscriptions',
  method: 'DELETE',
  path: '/api/subscription/payment-method',
  response: 'subscriptionOverviewSchema',
} as const satisfies ApiRouteOf<'subscriptions'>;

export const getAdminSubscriptionsRoute = {
  contract: 'subscriptions',
  method: 'GET',
  path: '/api/admin/subscriptions',
  query: 'adminSubscriptionsQuerySchema',
  response: 'adminSubscriptionListSchema',
} as const satisfies ApiRouteOf<'subscriptions'>;
