import { campaignParamsSchema, commentParamsSchema, updateParamsSchema } from '@crowdspark/shared/contracts/community';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { deleteComment, editComment, listComments, postComment } from './comments.js';
import { deleteUpdate, editUpdate, getUpdate, listUpdates, postUpdate } from './updates.js';
import {
  deleteCommentRoute,
  deleteUpdateRoute,
  getCampaignsByIdUpdatesByUpdateIdRoute,
  getCampaignsCommentsRoute,
  getCampaignsUpdatesRoute,
  patchCampaignsUpdatesRoute,
  patchCommentsRoute,
  postCampaignsCommentsRoute,
  postCampaignsUpdatesRoute,
} from '@crowdspark/shared/api-routes/community';
import { routeOptions } from '../../http/api-route.js';

/**
 * Updates (/api/campaigns/:id/updates[/:updateId]) and comments (/api/campaigns/:id/comments,
 * /api/comments/:commentId). Thin: each route validates and calls one service function.
 */
export const communityRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  const deps = { db: app.db, publicUrl };
  const signedIn = app.requireAccess('signed-in');

  app.route({
    ...routeOptions(getCampaignsUpdatesRoute, { params: campaignParamsSchema }),
    handler: async (request) => listUpdates(app.db, request.params.id, await request.optionalUserId(), request.query),
  });
  app.route({
    ...routeOptions(postCampaignsUpdatesRoute, { params: campaignParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const update = await postUpdate(deps, request.params.id, request.requireUser().id, request.body);
      return reply.code(201).send(update);
    },
  });
  app.route({
    ...routeOptions(getCampaignsByIdUpdatesByUpdateIdRoute, { params: updateParamsSchema }),
    handler: async (request) => getUpdate(app.db, request.params.id, request.params.updateId, await request.optionalUserId()),
  });
  app.route({
    ...routeOptions(patchCampaignsUpdatesRoute, { params: updateParamsSchema }),
    onRequest: signedIn,
    handler: (request) => editUpdate(deps, request.params.id, request.params.updateId, request.requireUser().id, request.body),
  });
  app.route({
    ...routeOptions(deleteUpdateRoute, { params: updateParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await deleteUpdate(deps, request.params.id, request.params.updateId, request.requireUser().id);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(getCampaignsCommentsRoute, { params: campaignParamsSchema }),
    handler: async (request) => listComments(app.db, request.params.id, await request.optionalUserId(), request.query),
  });
  app.route({
    ...routeOptions(postCampaignsCommentsRoute, { params: campaignParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const comment = await postComment(app.db, request.params.id, request.requireUser().id, request.body);
      return reply.code(201).send(comment);
    },
  });
  app.route({
    ...routeOptions(patchCommentsRoute, { params: commentParamsSchema }),
    onRequest: signedIn,
    handler: (request) => editComment(app.db, request.params.commentId, request.requireUser().id, request.body),
  });
  app.route({
    ...routeOptions(deleteCommentRoute, { params: commentParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await deleteComment(app.db, request.params.commentId, request.requireUser().id);
      return reply.code(204).send();
    },
  });
  done();
};
