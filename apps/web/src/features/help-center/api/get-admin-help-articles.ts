import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpAdminArticleList } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/** GET /api/admin/help-articles → every article (drafts too) with its state, and the categories. */
export async function getAdminHelpArticles(signal?: AbortSignal): Promise<HelpAdminArticleList> {
  const body = await apiClient.get<unknown>('/api/admin/help-articles', signal ? { signal } : {});
  return checkResponse(body, 'help-center', 'helpAdminArticleListSchema');
}

export function adminHelpArticlesQueryOptions() {
  return queryOptions({ queryKey: helpKeys.adminList(), queryFn: ({ signal }) => getAdminHelpArticles(signal) });
}

export function useAdminHelpArticles() {
  return useQuery(adminHelpArticlesQueryOptions());
}
