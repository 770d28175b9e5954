import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpAdminArticleList } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { getAdminHelpArticlesRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/help-articles → every article (drafts too) with its state, and the categories. */
export async function getAdminHelpArticles(signal?: AbortSignal): Promise<HelpAdminArticleList> {
  return callRoute(getAdminHelpArticlesRoute, { signal });
}

export function adminHelpArticlesQueryOptions() {
  return queryOptions({ queryKey: helpKeys.adminList(), queryFn: ({ signal }) => getAdminHelpArticles(signal) });
}

export function useAdminHelpArticles() {
  return useQuery(adminHelpArticlesQueryOptions());
}
