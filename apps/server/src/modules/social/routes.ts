import { campaignIdParamsSchema, usernameParamsSchema } from '@crowdspark/shared/contracts/social';
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
import {
  followRoute,
  getFollowingSuggestionsRoute,
  getFollowStateRoute,
  getUsersBackedRoute,
  listFollowersRoute,
  listFollowingCampaignsRoute,
  listFollowingRoute,
  listProfileCampaignsRoute,
  listSavedCampaignsRoute,
  unfollowRoute,
} from '@crowdspark/shared/api-routes/social';
import {
  getMeSavedLookupRoute,
  getSaveStateRoute,
  saveCampaignRoute,
  unsaveCampaignRoute,
} from '@crowdspark/shared/api-routes/saves';
import { blockRoute, getBlockStateRoute, unblockRoute } from '@crowdspark/shared/api-routes/messages';
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
  const username = { params: usernameParamsSchema };
  const campaign = { params: campaignIdParamsSchema };

  app.route({
    ...routeOptions(getFollowStateRoute, username),
    handler: async (request) => followState(app.db, await request.optionalUserId(), request.params.username),
  });
  app.route({
    ...routeOptions(followRoute, username),
    onRequest: signedIn,
    handler: (request) => follow(app.db, request.requireUser().id, request.params.username),
  });
  app.route({
    ...routeOptions(unfollowRoute, username),
    onRequest: signedIn,
    handler: (request) => unfollow(app.db, request.requireUser().id, request.params.username),
  });
  app.route({
    ...routeOptions(getBlockStateRoute, username),
    onRequest: signedIn,
    handler: (request) => blockState(app.db, request.requireUser().id, request.params.username),
  });
  app.route({
    ...routeOptions(blockRoute, username),
    onRequest: signedIn,
    handler: (request) => block(app.db, request.requireUser().id, request.params.username),
  });
  app.route({
    ...routeOptions(unblockRoute, username),
    onRequest: signedIn,
    handler: (request) => unblock(app.db, request.requireUser().id, request.params.username),
  });
  app.route({
    ...routeOptions(listFollowersRoute, username),
    handler: (request) => listFollows(app.db, request.params.username, 'followers', request.query),
  });
  app.route({
    ...routeOptions(listFollowingRoute, username),
    handler: (request) => listFollows(app.db, request.params.username, 'following', request.query),
  });
  app.route({
    ...routeOptions(listProfileCampaignsRoute, username),
    handler: (request) => profileCampaigns(app.db, request.params.username, request.query),
  });
  app.route({
    ...routeOptions(getUsersBackedRoute, username),
    handler: async (request) => profileBackedCampaigns(app.db, await request.optionalUserId(), request.params.username),
  });

  app.route({
    ...routeOptions(getSaveStateRoute, campaign),
    handler: async (request) => saveState(app.db, await request.optionalUserId(), request.params.id),
  });
  app.route({
    ...routeOptions(saveCampaignRoute, campaign),
    onRequest: signedIn,
    handler: (request) => saveCampaign(deps, request.requireUser().id, request.params.id),
  });
  app.route({
    ...routeOptions(unsaveCampaignRoute, campaign),
    onRequest: signedIn,
    handler: (request) => unsaveCampaign(deps, request.requireUser().id, request.params.id),
  });
  app.route({
    ...routeOptions(listSavedCampaignsRoute),
    onRequest: signedIn,
    handler: (request) => listSaved(app.db, request.requireUser().id, request.query),
  });

  // A read (no state changes), so a GET: the ids of a page's cards fit its query string.
  app.route({
    ...routeOptions(getMeSavedLookupRoute),
    onRequest: signedIn,
    handler: (request) => savedLookup(app.db, request.requireUser().id, request.query.ids),
  });

  app.route({
    ...routeOptions(listFollowingCampaignsRoute),
    onRequest: signedIn,
    handler: (request) => followingCampaigns(app.db, request.requireUser().id, request.query),
  });
  app.route({
    ...routeOptions(getFollowingSuggestionsRoute),
    handler: async (request) => followSuggestions(app.db, await request.optionalUserId()),
  });
  done();
};
