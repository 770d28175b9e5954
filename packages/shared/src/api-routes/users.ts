/** The JSON routes answered with contracts/users.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getMeRoute = {
  contract: 'users',
  method: 'GET',
  path: '/api/me',
  response: 'meResponseSchema',
} as const satisfies ApiRouteOf<'users'>;

export const putMePreferencesRoute = {
  contract: 'users',
  method: 'PUT',
  path: '/api/me/preferences',
  body: 'preferencesSchema',
  response: 'preferencesSchema',
} as const satisfies ApiRouteOf<'users'>;

export const getUsersRoute = {
  contract: 'users',
  method: 'GET',
  path: '/api/users/:username',
  response: 'publicProfileSchema',
} as const satisfies ApiRouteOf<'users'>;
