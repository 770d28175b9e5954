import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpAdminArticle, HelpArticleActionInput } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/**
 * POST /api/admin/help-articles/:id/publish (the draft becomes what visitors read) or /unpublish
 * (visitors get 404), with the reason the audit log keeps.
 */
export async function setHelpArticlePublished({
  id,
  published,
  reason,
}: {
  id: string;
  published: boolean;
  reason: string;
}): Promise<HelpAdminArticle> {
  const body = await apiClient.post<unknown>(
    `/api/admin/help-articles/${encodeURIComponent(id)}/${published ? 'publish' : 'unpublish'}`,
    { reason } satisfies HelpArticleActionInput,
  );
  return checkResponse(body, 'help-center', 'helpAdminArticleSchema');
}

export function useSetHelpArticlePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHelpArticlePublished,
    onSuccess: (article) => {
      queryClient.setQueryData(helpKeys.adminArticle(article.id), article);
      // Everything visitors read may have changed: the list, the article, search results.
      void queryClient.invalidateQueries({ queryKey: helpKeys.all });
    },
  });
}
