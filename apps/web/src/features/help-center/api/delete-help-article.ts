import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteHelpArticleRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';
import { helpKeys } from '@/features/help-center/api/keys';

/** DELETE /api/admin/help-articles/:id (204) with the reason the audit log keeps: the article and its votes go for good. */
export async function deleteHelpArticle({ id, reason }: { id: string; reason: string }): Promise<void> {
  await callRoute(deleteHelpArticleRoute, { params: { id }, body: { reason } });
}

export function useDeleteHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHelpArticle,
    onSuccess: (_nothing, { id }) => {
      queryClient.removeQueries({ queryKey: helpKeys.adminArticle(id) });
      void queryClient.invalidateQueries({ queryKey: helpKeys.all });
    },
  });
}
