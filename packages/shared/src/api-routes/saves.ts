/**
 * Saved campaigns (contracts/social.ts): the reader's saves of a page's cards, the save state, save
 * and unsave. In a file of their own: every campaign card (home's too) has a save button, and a
 * page loads every route of a file it imports from.
 */
import type { ApiRouteOf } from './define-route.js';

export const getMeSavedLookupRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/me/saved/lookup',
  query: 'savedLookupQuerySchema',
  response: 'savedLookupSchema',
} as const satisfies ApiRouteOf<'social'>;

/** Whether the reader saved the campaign and how many did (GET), save (PUT), unsave (DELETE). */
export const getSaveStateRoute = {
  contract: 'social',
  method: 'GET',
  path: '/api/campaigns/:id/save',
  response: 'saveStateSchema',
} as const satisfies ApiRouteOf<'social'>;

export const saveCampaignRoute = {
  contract: 'social',
  method: 'PUT',
  path: '/api/campaigns/:id/save',
  response: 'saveStateSchema',
} as const satisfies ApiRouteOf<'social'>;

export const unsaveCampaignRoute = {
  contract: 'social',
  method: 'DELETE',
  path: '/api/campaigns/:id/save',
  response: 'saveStateSchema',
} as const satisfies ApiRouteOf<'social'>;
