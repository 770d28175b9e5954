import {
  deleteMemberPostRoute,
  getCreatorPostRoute,
  getCreatorPostsRoute,
  patchMemberPostRoute,
  postMemberPostRoute,
} from '@crowdspark/shared/api-routes/member-posts';
import {
  creatorPostParamsSchema,
  creatorPostsParamsSchema,
  memberPostParamsSchema,
} from '@crowdspark/shared/contracts/member-posts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../http/api-route.js';
import { createPost, deletePost, editPost, getPost, listPosts } from './posts.js';

/** Members-only posts (decision 0077): a creator's list and pages for anyone, writes for the creator. Thin. */
export const memberPostRoutes: FastifyPluginCallbackZod<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  const signedIn = app.requireAccess('signed-in');
  const deps = { db: app.db, publicUrl };

  app.route({
    ...routeOptions(getCreatorPostsRoute, { params: creatorPostsParamsSchema }),
    handler: async (request) => listPosts(app.db, request.params.username, await request.optionalUserId(), request.query),
  });

  app.route({
    ...routeOptions(getCreatorPostRoute, { params: creatorPostParamsSchema }),
    handler: async (request) => getPost(app.db, request.params.username, request.params.postId, await request.optionalUserId()),
  });

  app.route({
    ...routeOptions(postMemberPostRoute),
    onRequest: signedIn,
    handler: async (request, reply) => reply.code(201).send(await createPost(deps, request.requireUser().id, request.body)),
  });

  app.route({
    ...routeOptions(patchMemberPostRoute, { params: memberPostParamsSchema }),
    onRequest: signedIn,
    handler: (request) => editPost(deps, request.requireUser().id, request.params.postId, request.body),
  });

  app.route({
    ...routeOptions(deleteMemberPostRoute, { params: memberPostParamsSchema }),
    onRequest: signedIn,
    handler: async (request, reply) => {
      await deletePost(deps, request.requireUser().id, request.params.postId);
      return reply.code(204).send();
    },
  });

  done();
};
