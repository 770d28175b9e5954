import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpArticlePage, HelpVoteTally } from '@crowdspark/shared/contracts/help-center';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { helpKeys } from '@/features/help-center/api/keys';

/** POST /api/help-center/articles/:id/votes → the counts after this visitor's vote (one per visitor; again replaces it). */
export async function voteHelpArticle({ articleId, helpful }: { articleId: string; helpful: boolean }): Promise<HelpVoteTally> {
  const body = await apiClient.post<unknown>(`/api/help-center/articles/${encodeURIComponent(articleId)}/votes`, { helpful });
  return checkResponse(body, 'help-center', 'helpVoteTallySchema');
}

export function useVoteHelpArticle(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => voteHelpArticle({ articleId, helpful }),
    onSuccess: (votes) =>
      queryClient.setQueryData<HelpArticlePage>(helpKeys.article(articleId), (page) => (page ? { ...page, votes } : page)),
  });
}
