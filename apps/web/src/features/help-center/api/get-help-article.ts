import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticlePage } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { getHelpCenterArticlesRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/** GET /api/help-center/articles/:id → a published article, related articles and the votes (404: none at this address). */
export async function getHelpArticle(articleId: string, signal?: AbortSignal): Promise<HelpArticlePage> {
  return callRoute(getHelpCenterArticlesRoute, { params: { id: articleId }, signal });
}

export function helpArticleQueryOptions(articleId: string) {
  return queryOptions({ queryKey: helpKeys.article(articleId), queryFn: ({ signal }) => getHelpArticle(articleId, signal) });
}

export function useHelpArticle(articleId: string) {
  return useQuery(helpArticleQueryOptions(articleId));
}
