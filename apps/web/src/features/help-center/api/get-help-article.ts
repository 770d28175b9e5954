import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpArticlePage } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/** GET /api/help-center/articles/:id → a published article, related articles and the votes (404: none at this address). */
export async function getHelpArticle(articleId: string, signal?: AbortSignal): Promise<HelpArticlePage> {
  const body = await apiClient.get<unknown>(
    `/api/help-center/articles/${encodeURIComponent(articleId)}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'help-center', 'helpArticlePageSchema');
}

export function helpArticleQueryOptions(articleId: string) {
  return queryOptions({ queryKey: helpKeys.article(articleId), queryFn: ({ signal }) => getHelpArticle(articleId, signal) });
}

export function useHelpArticle(articleId: string) {
  return useQuery(helpArticleQueryOptions(articleId));
}
