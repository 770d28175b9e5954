/** The JSON routes answered with contracts/pledge-checkout.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const postPledgesCheckoutRoute = /* @__PURE__ */ defineRoute('pledge-checkout', {
  method: 'POST',
  path: '/api/pledges/checkout',
  body: 'pledgeCheckoutRequestSchema',
  response: 'pledgeCheckoutResponseSchema',
  status: 201,
});
