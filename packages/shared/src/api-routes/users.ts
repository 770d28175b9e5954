/** The JSON routes answered with contracts/users.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getMeRoute = /* @__PURE__ */ defineRoute('users', { method: 'GET', path: '/api/me', response: 'meResponseSchema' });

export const putMePreferencesRoute = /* @__PURE__ */ defineRoute('users', {
  method: 'PUT',
  path: '/api/me/preferences',
  body: 'preferencesSchema',
  response: 'preferencesSchema',
});

export const getUsersRoute = /* @__PURE__ */ defineRoute('users', {
  method: 'GET',
  path: '/api/users/:username',
  response: 'publicProfileSchema',
});
