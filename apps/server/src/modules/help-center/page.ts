import { HELP_ARTICLE_IDS } from '@crowdspark/shared/constants/help-articles';
import type { PageResolver } from '../../plugins/static-web.js';

const KNOWN_ARTICLES = new Set(HELP_ARTICLE_IDS);

/** `/help-center/:articleId`: 200 for an article that exists, 404 otherwise (the app shows its not-found page). */
export function helpArticlePageResolver(): PageResolver {
  return {
    pattern: '/help-center/:articleId',
    resolve: ({ articleId = '' }) => Promise.resolve({ status: KNOWN_ARTICLES.has(articleId) ? 200 : 404 }),
  };
}
