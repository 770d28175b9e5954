/** The JSON routes answered with contracts/password-policy.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getPasswordPolicyRoute = /* @__PURE__ */ defineRoute('password-policy', {
  method: 'GET',
  path: '/api/password-policy',
  response: 'passwordPolicySchema',
});
