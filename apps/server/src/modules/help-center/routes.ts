import {
  helpAdminArticleListSchema,
  helpAdminArticleSchema,
  helpArticleActionSchema,
  helpArticleCreateSchema,
  helpArticleDraftSchema,
  helpArticlePageSchema,
  helpCentreSchema,
  helpPreviewResultSchema,
  helpPreviewSchema,
  helpSearchQuerySchema,
  helpSearchResultsSchema,
  helpVoteSchema,
  helpVoteTallySchema,
} from '@crowdspark/shared/contracts/help-center';
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

  app.get('/help-center', { schema: { response: { 200: helpCentreSchema } } }, () => helpCentre(app.db));

  app.get(
    '/help-center/search',
    { schema: { querystring: helpSearchQuerySchema, response: { 200: helpSearchResultsSchema } } },
    (request) => searchHelp(app.db, request.query.q),
  );

  app.get('/help-center/articles/:id', { schema: { params, response: { 200: helpArticlePageSchema } } }, async (request) =>
    helpArticlePage(app.db, request.params.id, await voterKey(request)),
  );

  app.post(
    '/help-center/articles/:id/votes',
    { schema: { params, body: helpVoteSchema, response: { 200: helpVoteTallySchema } } },
    async (request) => voteOnArticle(app.db, request.params.id, await voterKey(request), request.body.helpful),
  );

  app.get('/admin/help-articles', { onRequest: admin, schema: { response: { 200: helpAdminArticleListSchema } } }, (request) =>
    listArticlesForAdmin(app.db, request.requireUser()),
  );
  app.post(
    '/admin/help-articles/preview',
    {
      onRequest: admin,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: { body: helpPreviewSchema, response: { 200: helpPreviewResultSchema } },
    },
    (request) => previewArticle(request.requireUser(), request.body.source, publicUrl),
  );
  app.post(
    '/admin/help-articles',
    {
      onRequest: admin,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: { body: helpArticleCreateSchema, response: { 201: helpAdminArticleSchema } },
    },
    async (request, reply) => reply.code(201).send(await createArticle(app.db, request.requireUser(), request.body, publicUrl)),
  );
  app.get(
    '/admin/help-articles/:id',
    { onRequest: admin, schema: { params, response: { 200: helpAdminArticleSchema } } },
    (request) => articleForAdmin(app.db, request.requireUser(), request.params.id),
  );
  app.put(
    '/admin/help-articles/:id',
    {
      onRequest: admin,
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: { params, body: helpArticleDraftSchema, response: { 200: helpAdminArticleSchema } },
    },
    (request) => saveDraft(app.db, request.requireUser(), request.params.id, request.body, publicUrl),
  );
  app.post(
    '/admin/help-articles/:id/publish',
    { onRequest: admin, schema: { params, body: helpArticleActionSchema, response: { 200: helpAdminArticleSchema } } },
    (request) => publishArticle(app.db, request.requireUser(), request.params.id, request.body.reason, publicUrl),
  );
  app.post(
    '/admin/help-articles/:id/unpublish',
    { onRequest: admin, schema: { params, body: helpArticleActionSchema, response: { 200: helpAdminArticleSchema } } },
    (request) => unpublishArticle(app.db, request.requireUser(), request.params.id, request.body.reason),
  );
  app.delete(
    '/admin/help-articles/:id',
    { onRequest: admin, schema: { params, body: helpArticleActionSchema } },
    async (request, reply) => {
      await deleteHelpArticle(app.db, request.requireUser(), request.params.id, request.body.reason);
      return reply.code(204).send();
    },
  );
  done();
};
