/** The JSON routes answered with contracts/help-center.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getHelpCenterRoute = {
  contract: 'help-center',
  method: 'GET',
  path: '/api/help-center',
  response: 'helpCentreSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const getHelpCenterSearchRoute = {
  contract: 'help-center',
  method: 'GET',
  path: '/api/help-center/search',
  query: 'helpSearchQuerySchema',
  response: 'helpSearchResultsSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const getHelpCenterArticlesRoute = {
  contract: 'help-center',
  method: 'GET',
  path: '/api/help-center/articles/:id',
  response: 'helpArticlePageSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const postHelpCenterArticlesVotesRoute = {
  contract: 'help-center',
  method: 'POST',
  path: '/api/help-center/articles/:id/votes',
  body: 'helpVoteSchema',
  response: 'helpVoteTallySchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const getAdminHelpArticlesRoute = {
  contract: 'help-center',
  method: 'GET',
  path: '/api/admin/help-articles',
  response: 'helpAdminArticleListSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const postAdminHelpArticlesPreviewRoute = {
  contract: 'help-center',
  method: 'POST',
  path: '/api/admin/help-articles/preview',
  body: 'helpPreviewSchema',
  response: 'helpPreviewResultSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const postAdminHelpArticlesRoute = {
  contract: 'help-center',
  method: 'POST',
  path: '/api/admin/help-articles',
  body: 'helpArticleCreateSchema',
  response: 'helpAdminArticleSchema',
  status: 201,
} as const satisfies ApiRouteOf<'help-center'>;

export const getAdminHelpArticlesByIdRoute = {
  contract: 'help-center',
  method: 'GET',
  path: '/api/admin/help-articles/:id',
  response: 'helpAdminArticleSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const putAdminHelpArticlesRoute = {
  contract: 'help-center',
  method: 'PUT',
  path: '/api/admin/help-articles/:id',
  body: 'helpArticleDraftSchema',
  response: 'helpAdminArticleSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const postAdminHelpArticlesPublishRoute = {
  contract: 'help-center',
  method: 'POST',
  path: '/api/admin/help-articles/:id/publish',
  body: 'helpArticleActionSchema',
  response: 'helpAdminArticleSchema',
} as const satisfies ApiRouteOf<'help-center'>;

export const postAdminHelpArticlesUnpublishRoute = {
  contract: 'help-center',
  method: 'POST',
  path: '/api/admin/help-articles/:id/unpublish',
  body: 'helpArticleActionSchema',
  response: 'helpAdminArticleSchema',
} as const satisfies ApiRouteOf<'help-center'>;

/** The article and its votes go for good (204); the reason goes to the audit log. */
export const deleteHelpArticleRoute = {
  contract: 'help-center',
  method: 'DELETE',
  path: '/api/admin/help-articles/:id',
  body: 'helpArticleActionSchema',
  status: 204,
} as const satisfies ApiRouteOf<'help-center'>;
