import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpAdminArticle } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/** GET /api/admin/help-articles/:id → the article's draft and whether visitors see it. */
export async function getAdminHelpArticle(articleId: string, signal?: AbortSignal): Promise<HelpAdminArticle> {
  const body = await apiClient.get<unknown>(
    `/api/admin/help-articles/${encodeURIComponent(articleId)}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'help-center', 'helpAdminArticleSchema');
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
