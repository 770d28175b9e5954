/** The JSON routes answered with contracts/shipping.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getPledgesAddressRoute = {
  contract: 'shipping',
  method: 'GET',
  path: '/api/pledges/:id/address',
  response: 'pledgeAddressResponseSchema',
} as const satisfies ApiRouteOf<'shipping'>;

export const putPledgesAddressRoute = {
  contract: 'shipping',
  method: 'PUT',
  path: '/api/pledges/:id/address',
  body: 'shippingAddressSchema',
  response: 'pledgeAddressResponseSchema',
} as const satisfies ApiRouteOf<'shipping'>;
