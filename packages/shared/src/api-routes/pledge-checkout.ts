/** The JSON routes answered with contracts/pledge-checkout.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const postPledgesCheckoutRoute = {
  contract: 'pledge-checkout',
  method: 'POST',
  path: '/api/pledges/checkout',
  body: 'pledgeCheckoutRequestSchema',
  response: 'pledgeCheckoutResponseSchema',
  status: 201,
} as const satisfies ApiRouteOf<'pledge-checkout'>;
