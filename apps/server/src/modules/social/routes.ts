import {
  campaignIdParamsSchema,
  followStateSchema,
  personListSchema,
  saveStateSchema,
  socialCampaignListSchema,
  socialPageQuerySchema,
  usernameParamsSchema,
} from '@crowdspark/shared/contracts/social';
import { blockStateSchema } from '@crowdspark/shared/contracts/messages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  block,
  blockState,
  unblock,
  follow,
  followingCampaigns,
  followState,
  followSuggestions,
  listFollows,
  listSaved,
  profileBackedCampaigns,
  profileCampaigns,
  saveCampaign,
  savedLookup,
  saveState,
  unfollow,
  unsaveCampaign,
} from './service.js';
import { getFollowingSuggestionsRoute, getMeSavedLookupRoute, getUsersBackedRoute } from '@crowdspark/shared/api-routes/social';
import { routeOptions } from '../../http/api-route.js';

/**
 * Follows (/api/users/:username/follow, followers, following), profile lists (campaigns, backed),
 * saves (/api/campaigns/:id/save, /api/me/saved, /api/me/saved/lookup for a page's cards) and
 * /following's data (/api/following/...).
 * Thin: each route validates and calls one service function.
 */
export const socialRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { db: app.db, jobs: app.jobs };
  const signedIn = app.requireAccess('signed-in');
  const followSchema = { params: usernameParamsSchema, response: { 200: followStateSchema } };
  const saveSchema = { params: campaignIdParamsSchema, response: { 200: saveStateSchema } };
  const pageOf = (response: typeof personListSchema | typeof socialCampaignListSchema) => ({
    querystring: socialPageQuerySchema,
    response: { 200: response },
  });

  app.get('/users/:username/follow', { schema: followSchema }, async (request) =>
    followState(app.db, await request.optionalUserId(), request.params.username),
  );
  app.put('/users/:username/follow', { onRequest: signedIn, schema: followSchema }, (request) =>
    follow(app.db, request.requireUser().id, request.params.username),
  );
  app.delete('/users/:username/follow', { onRequest: signedIn, schema: followSchema }, (request) =>
    unfollow(app.db, request.requireUser().id, request.params.username),
  );
  const blockSchema = { params: usernameParamsSchema, response: { 200: blockStateSchema } };
  app.get('/users/:username/block', { onRequest: signedIn, schema: blockSchema }, (request) =>
    blockState(app.db, request.requireUser().id, request.params.username),
  );
  app.put('/users/:username/block', { onRequest: signedIn, schema: blockSchema }, (request) =>
    block(app.db, request.requireUser().id, request.params.username),
  );
  app.delete('/users/:username/block', { onRequest: signedIn, schema: blockSchema }, (request) =>
    unblock(app.db, request.requireUser().id, request.params.username),
  );
  app.get('/users/:username/followers', { schema: { params: usernameParamsSchema, ...pageOf(personListSchema) } }, (request) =>
    listFollows(app.db, request.params.username, 'followers', request.query),
  );
  app.get('/users/:username/following', { schema: { params: usernameParamsSchema, ...pageOf(personListSchema) } }, (request) =>
    listFollows(app.db, request.params.username, 'following', request.query),
  );
  app.get(
    '/users/:username/campaigns',
    { schema: { params: usernameParamsSchema, ...pageOf(socialCampaignListSchema) } },
    (request) => profileCampaigns(app.db, request.params.username, request.query),
  );
  app.route({
    ...routeOptions(getUsersBackedRoute, { params: usernameParamsSchema }),
    handler: async (request) => profileBackedCampaigns(app.db, await request.optionalUserId(), request.params.username),
  });

  app.get('/campaigns/:id/save', { schema: saveSchema }, async (request) =>
    saveState(app.db, await request.optionalUserId(), request.params.id),
  );
  app.put('/campaigns/:id/save', { onRequest: signedIn, schema: saveSchema }, (request) =>
    saveCampaign(deps, request.requireUser().id, request.params.id),
  );
  app.delete('/campaigns/:id/save', { onRequest: signedIn, schema: saveSchema }, (request) =>
    unsaveCampaign(deps, request.requireUser().id, request.params.id),
  );
  app.get('/me/saved', { onRequest: signedIn, schema: pageOf(socialCampaignListSchema) }, (request) =>
    listSaved(app.db, request.requireUser().id, request.query),
  );

  // A read (no state changes), so a GET: the ids of a page's cards fit its query string.
  app.route({
    ...routeOptions(getMeSavedLookupRoute),
    onRequest: signedIn,
    handler: (request) => savedLookup(app.db, request.requireUser().id, request.query.ids),
  });

  app.get('/following/campaigns', { onRequest: signedIn, schema: pageOf(socialCampaignListSchema) }, (request) =>
    followingCampaigns(app.db, request.requireUser().id, request.query),
  );
  app.route({
    ...routeOptions(getFollowingSuggestionsRoute),
    handler: async (request) => followSuggestions(app.db, await request.optionalUserId()),
  });
  done();
};
