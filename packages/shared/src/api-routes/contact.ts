/** The JSON routes answered with contracts/contact.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const postContactRoute = {
  contract: 'contact',
  method: 'POST',
  path: '/api/contact',
  body: 'contactMessageSchema',
  response: 'contactReceiptSchema',
  status: 201,
} as const satisfies ApiRouteOf<'contact'>;
