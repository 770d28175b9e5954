/**
 * PATCH /api/me/profile (contracts/users.ts), in a file of its own: users.ts holds GET /api/me,
 * which every first load reads, and a page loads every route of a file it imports from.
 */
import type { ApiRouteOf } from './define-route.js';

/** The signed-in person's profile fields; answers the session's user as GET /api/me has it. */
export const updateProfileRoute = {
  contract: 'users',
  method: 'PATCH',
  path: '/api/me/profile',
  body: 'profileUpdateSchema',
  response: 'sessionUserSchema',
} as const satisfies ApiRouteOf<'users'>;
