/** The JSON routes answered with contracts/contact.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const postContactRoute = /* @__PURE__ */ defineRoute('contact', {
  method: 'POST',
  path: '/api/contact',
  body: 'contactMessageSchema',
  response: 'contactReceiptSchema',
  status: 201,
});
