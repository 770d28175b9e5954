import {
  campaignParamsSchema,
  campaignUpdateListSchema,
  campaignUpdateSchema,
  commentChangesSchema,
  commentListQuerySchema,
  commentListSchema,
  commentParamsSchema,
  commentSchema,
  communityPageQuerySchema,
  newCommentSchema,
  newUpdateSchema,
  updateChangesSchema,
  updateParamsSchema,
} from '@crowdspark/shared/contracts/community';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { deleteComment, editComment, listComments, postComment } from './comments.js';
import { deleteUpdate, editUpdate, getUpdate, listUpdates, postUpdate } from './updates.js';

/**
 * Updates (/api/campaigns/:id/updates[/:updateId]) and comments (/api/campaigns/:id/comments,
 * /api/comments/:commentId). Thin: each route validates and calls one service function.
 */
export const communityRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  const deps = { db: app.db, publicUrl };
  const signedIn = app.requireAccess('signed-in');

  app.get(
    '/campaigns/:id/updates',
    {
      schema: {
        params: campaignParamsSchema,
        querystring: communityPageQuerySchema,
        response: { 200: campaignUpdateListSchema },
      },
    },
    async (request) => listUpdates(app.db, request.params.id, await request.optionalUserId(), request.query),
  );
  app.post(
    '/campaigns/:id/updates',
    {
      onRequest: signedIn,
      schema: { params: campaignParamsSchema, body: newUpdateSchema, response: { 201: campaignUpdateSchema } },
    },
    async (request, reply) => {
      const update = await postUpdate(deps, request.params.id, request.requireUser().id, request.body);
      return reply.code(201).send(update);
    },
  );
  app.get(
    '/campaigns/:id/updates/:updateId',
    { schema: { params: updateParamsSchema, response: { 200: campaignUpdateSchema } } },
    async (request) => getUpdate(app.db, request.params.id, request.params.updateId, await request.optionalUserId()),
  );
  app.patch(
    '/campaigns/:id/updates/:updateId',
    {
      onRequest: signedIn,
      schema: { params: updateParamsSchema, body: updateChangesSchema, response: { 200: campaignUpdateSchema } },
    },
    (request) => editUpdate(deps, request.params.id, request.params.updateId, request.requireUser().id, request.body),
  );
  app.delete(
    '/campaigns/:id/updates/:updateId',
    { onRequest: signedIn, schema: { params: updateParamsSchema } },
    async (request, reply) => {
      await deleteUpdate(deps, request.params.id, request.params.updateId, request.requireUser().id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/campaigns/:id/comments',
    { schema: { params: campaignParamsSchema, querystring: commentListQuerySchema, response: { 200: commentListSchema } } },
    async (request) => listComments(app.db, request.params.id, await request.optionalUserId(), request.query),
  );
  app.post(
    '/campaigns/:id/comments',
    { onRequest: signedIn, schema: { params: campaignParamsSchema, body: newCommentSchema, response: { 201: commentSchema } } },
    async (request, reply) => {
      const comment = await postComment(app.db, request.params.id, request.requireUser().id, request.body);
      return reply.code(201).send(comment);
    },
  );
  app.patch(
    '/comments/:commentId',
    {
      onRequest: signedIn,
      schema: { params: commentParamsSchema, body: commentChangesSchema, response: { 200: commentSchema } },
    },
    (request) => editComment(app.db, request.params.commentId, request.requireUser().id, request.body),
  );
  app.delete('/comments/:commentId', { onRequest: signedIn, schema: { params: commentParamsSchema } }, async (request, reply) => {
    await deleteComment(app.db, request.params.commentId, request.requireUser().id);
    return reply.code(204).send();
  });
  done();
};
