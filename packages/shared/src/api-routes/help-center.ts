/** The JSON routes answered with contracts/help-center.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getHelpCenterRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'GET',
  path: '/api/help-center',
  response: 'helpCentreSchema',
});

export const getHelpCenterSearchRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'GET',
  path: '/api/help-center/search',
  query: 'helpSearchQuerySchema',
  response: 'helpSearchResultsSchema',
});

export const getHelpCenterArticlesRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'GET',
  path: '/api/help-center/articles/:id',
  response: 'helpArticlePageSchema',
});

export const postHelpCenterArticlesVotesRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'POST',
  path: '/api/help-center/articles/:id/votes',
  body: 'helpVoteSchema',
  response: 'helpVoteTallySchema',
});

export const getAdminHelpArticlesRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'GET',
  path: '/api/admin/help-articles',
  response: 'helpAdminArticleListSchema',
});

export const postAdminHelpArticlesPreviewRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'POST',
  path: '/api/admin/help-articles/preview',
  body: 'helpPreviewSchema',
  response: 'helpPreviewResultSchema',
});

export const postAdminHelpArticlesRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'POST',
  path: '/api/admin/help-articles',
  body: 'helpArticleCreateSchema',
  response: 'helpAdminArticleSchema',
  status: 201,
});

export const getAdminHelpArticlesByIdRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'GET',
  path: '/api/admin/help-articles/:id',
  response: 'helpAdminArticleSchema',
});

export const putAdminHelpArticlesRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'PUT',
  path: '/api/admin/help-articles/:id',
  body: 'helpArticleDraftSchema',
  response: 'helpAdminArticleSchema',
});

export const postAdminHelpArticlesPublishRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'POST',
  path: '/api/admin/help-articles/:id/publish',
  body: 'helpArticleActionSchema',
  response: 'helpAdminArticleSchema',
});

export const postAdminHelpArticlesUnpublishRoute = /* @__PURE__ */ defineRoute('help-center', {
  method: 'POST',
  path: '/api/admin/help-articles/:id/unpublish',
  body: 'helpArticleActionSchema',
  response: 'helpAdminArticleSchema',
});
