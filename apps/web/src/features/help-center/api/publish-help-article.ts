import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpAdminArticle } from '@crowdspark/shared/contracts/help-center';
import {
  postAdminHelpArticlesPublishRoute,
  postAdminHelpArticlesUnpublishRoute,
} from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';
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
  const route = published ? postAdminHelpArticlesPublishRoute : postAdminHelpArticlesUnpublishRoute;
  return callRoute(route, { params: { id }, body: { reason } });
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
