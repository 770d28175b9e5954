import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpKeys } from '@/features/help-center/api/keys';

/** DELETE /api/admin/help-articles/:id (204): the article and its votes go for good. */
export async function deleteHelpArticle(id: string): Promise<void> {
  await apiRequest(`/api/admin/help-articles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHelpArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHelpArticle,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: helpKeys.adminArticle(id) });
      void queryClient.invalidateQueries({ queryKey: helpKeys.all });
    },
  });
}
