import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleForAdmin,
  createArticle,
  deleteHelpArticle,
  helpArticlePage,
  helpCentre,
  listArticlesForAdmin,
  previewArticle,
  publishArticle,
  saveDraft,
  searchHelp,
  unpublishArticle,
  userVisitorKey,
  voteOnArticle,
} from './service.js';
import {
  deleteHelpArticleRoute,
  getAdminHelpArticlesByIdRoute,
  getAdminHelpArticlesRoute,
  getHelpCenterArticlesRoute,
  getHelpCenterRoute,
  getHelpCenterSearchRoute,
  postAdminHelpArticlesPreviewRoute,
  postAdminHelpArticlesPublishRoute,
  postAdminHelpArticlesRoute,
  postAdminHelpArticlesUnpublishRoute,
  postHelpCenterArticlesVotesRoute,
  putAdminHelpArticlesRoute,
} from '@crowdspark/shared/api-routes/help-center';
import { routeOptions } from '../../http/api-route.js';

export interface HelpCenterRoutesOptions {
  publicUrl: string;
}

// Ids are checked for shape by the service's lookups (an id of another shape names nothing: 404).
const params = z.object({ id: z.string().min(1).max(100) });
/** Markdown of at most HELP_SOURCE_MAX characters plus the other fields, in any UTF-8 spelling. */
const EDITOR_BODY_LIMIT = 256 * 1024;

/**
 * Public: GET /api/help-center, /help-center/articles/:id, /help-center/search?q=, and
 * POST /help-center/articles/:id/votes (signed in or not). Admin (role admin or superadmin):
 * /api/admin/help-articles: list, read, create, save draft, preview, publish, unpublish, delete;
 * every change takes a required reason for its audit entry (400 without one).
 */
export const helpCenterRoutes: FastifyPluginCallbackZod<HelpCenterRoutesOptions> = (app, { publicUrl }, done) => {
  const admin = app.requireAccess('admin');

  /**
   * Whose vote this request is: the account, else the network it comes from (a keyed hash), so a
   * signed-out visitor's vote counts once per article however many cookies or sessions they clear.
   */
  const voterKey = async (request: FastifyRequest): Promise<string> => {
    const userId = await request.optionalUserId();
    return userId ? userVisitorKey(userId) : `network:${request.networkKey()}`;
  };

  app.route({ ...routeOptions(getHelpCenterRoute), handler: () => helpCentre(app.db) });

  app.route({ ...routeOptions(getHelpCenterSearchRoute), handler: (request) => searchHelp(app.db, request.query.q) });

  app.route({
    ...routeOptions(getHelpCenterArticlesRoute, { params }),
    handler: async (request) => helpArticlePage(app.db, request.params.id, await voterKey(request)),
  });

  app.route({
    ...routeOptions(postHelpCenterArticlesVotesRoute, { params }),
    handler: async (request) => voteOnArticle(app.db, request.params.id, await voterKey(request), request.body.helpful),
  });

  app.route({
    ...routeOptions(getAdminHelpArticlesRoute),
    onRequest: admin,
    handler: (request) => listArticlesForAdmin(app.db, request.requireUser()),
  });
  app.route({
    ...routeOptions(postAdminHelpArticlesPreviewRoute),
    onRequest: admin,
    bodyLimit: EDITOR_BODY_LIMIT,
    handler: (request) => previewArticle(request.requireUser(), request.body.source, publicUrl),
  });
  app.route({
    ...routeOptions(postAdminHelpArticlesRoute),
    onRequest: admin,
    bodyLimit: EDITOR_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.code(201).send(await createArticle(app.db, request.requireUser(), request.body, publicUrl)),
  });
  app.route({
    ...routeOptions(getAdminHelpArticlesByIdRoute, { params }),
    onRequest: admin,
    handler: (request) => articleForAdmin(app.db, request.requireUser(), request.params.id),
  });
  app.route({
    ...routeOptions(putAdminHelpArticlesRoute, { params }),
    onRequest: admin,
    bodyLimit: EDITOR_BODY_LIMIT,
    handler: (request) => saveDraft(app.db, request.requireUser(), request.params.id, request.body, publicUrl),
  });
  app.route({
    ...routeOptions(postAdminHelpArticlesPublishRoute, { params }),
    onRequest: admin,
    handler: (request) => publishArticle(app.db, request.requireUser(), request.params.id, request.body.reason, publicUrl),
  });
  app.route({
    ...routeOptions(postAdminHelpArticlesUnpublishRoute, { params }),
    onRequest: admin,
    handler: (request) => unpublishArticle(app.db, request.requireUser(), request.params.id, request.body.reason),
  });
  app.route({
    ...routeOptions(deleteHelpArticleRoute, { params }),
    onRequest: admin,
    handler: async (request, reply) => {
      await deleteHelpArticle(app.db, request.requireUser(), request.params.id, request.body.reason);
      return reply.code(204).send();
    },
  });
  done();
};
