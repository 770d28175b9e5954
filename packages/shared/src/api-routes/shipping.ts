/** The JSON routes answered with contracts/shipping.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getPledgesAddressRoute = /* @__PURE__ */ defineRoute('shipping', {
  method: 'GET',
  path: '/api/pledges/:id/address',
  response: 'pledgeAddressResponseSchema',
});

export const putPledgesAddressRoute = /* @__PURE__ */ defineRoute('shipping', {
  method: 'PUT',
  path: '/api/pledges/:id/address',
  body: 'shippingAddressSchema',
  response: 'pledgeAddressResponseSchema',
});
