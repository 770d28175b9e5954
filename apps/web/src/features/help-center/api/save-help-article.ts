import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpAdminArticle, HelpArticleCreateInput, HelpArticleDraftInput } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/**
 * Saves the editor's draft: POST /api/admin/help-articles for a new article (its id chosen once),
 * PUT /api/admin/help-articles/:id afterwards, each with the reason the audit log keeps. Visitors
 * see nothing of it until it is published.
 */
export async function saveHelpArticle(
  input: { isNew: true; article: HelpArticleCreateInput } | { isNew: false; id: string; draft: HelpArticleDraftInput },
): Promise<HelpAdminArticle> {
  const body = input.isNew
    ? await apiClient.post<unknown>('/api/admin/help-articles', input.article)
    : await apiClient.put<unknown>(`/api/admin/help-articles/${encodeURIComponent(input.id)}`, input.draft);
  return checkResponse(body, 'help-center', 'helpAdminArticleSchema');
}

export function useSaveHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHelpArticle,
    onSuccess: (article) => {
      queryClient.setQueryData(helpKeys.adminArticle(article.id), article);
      void queryClient.invalidateQueries({ queryKey: helpKeys.adminList() });
    },
  });
}
