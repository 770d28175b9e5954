import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpAdminArticle } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { getAdminHelpArticlesByIdRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/help-articles/:id → the article's draft and whether visitors see it. */
export async function getAdminHelpArticle(articleId: string, signal?: AbortSignal): Promise<HelpAdminArticle> {
  return callRoute(getAdminHelpArticlesByIdRoute, { params: { id: articleId }, signal });
}

export function adminHelpArticleQueryOptions(articleId: string) {
  return queryOptions({
    queryKey: helpKeys.adminArticle(articleId),
    queryFn: ({ signal }) => getAdminHelpArticle(articleId, signal),
  });
}

export function useAdminHelpArticle(articleId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminHelpArticleQueryOptions(articleId), ...options });
}
