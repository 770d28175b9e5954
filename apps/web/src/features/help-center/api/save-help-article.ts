import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpAdminArticle, HelpArticleCreateInput, HelpArticleDraftInput } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { postAdminHelpArticlesRoute, putAdminHelpArticlesRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/**
 * Saves the editor's draft: POST /api/admin/help-articles for a new article (its id chosen once),
 * PUT /api/admin/help-articles/:id afterwards, each with the reason the audit log keeps. Visitors
 * see nothing of it until it is published.
 */
export async function saveHelpArticle(
  input: { isNew: true; article: HelpArticleCreateInput } | { isNew: false; id: string; draft: HelpArticleDraftInput },
): Promise<HelpAdminArticle> {
  return input.isNew
    ? callRoute(postAdminHelpArticlesRoute, { body: input.article })
    : callRoute(putAdminHelpArticlesRoute, { params: { id: input.id }, body: input.draft });
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
