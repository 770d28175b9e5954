/**
 * GET /api/discover (contracts/discovery.ts), in a file of its own: home reads it, and a page
 * loads every route of a file it imports from.
 */
import type { ApiRouteOf } from './define-route.js';

/** Every section of /discover and home in one answer, shared by every visitor for a few seconds. */
export const getDiscoverRoute = {
  contract: 'discovery',
  method: 'GET',
  path: '/api/discover',
  response: 'discoverSchema',
} as const satisfies ApiRouteOf<'discovery'>;
