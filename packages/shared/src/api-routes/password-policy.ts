/** The JSON routes answered with contracts/password-policy.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getPasswordPolicyRoute = {
  contract: 'password-policy',
  method: 'GET',
  path: '/api/password-policy',
  response: 'passwordPolicySchema',
} as const satisfies ApiRouteOf<'password-policy'>;
