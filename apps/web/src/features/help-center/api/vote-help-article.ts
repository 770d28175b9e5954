import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HelpArticlePage, HelpVoteTally } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { postHelpCenterArticlesVotesRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/** POST /api/help-center/articles/:id/votes → the counts after this visitor's vote (one per visitor; again replaces it). */
export async function voteHelpArticle({ articleId, helpful }: { articleId: string; helpful: boolean }): Promise<HelpVoteTally> {
  return callRoute(postHelpCenterArticlesVotesRoute, { params: { id: articleId }, body: { helpful } });
}

export function useVoteHelpArticle(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => voteHelpArticle({ articleId, helpful }),
    onSuccess: (votes) =>
      queryClient.setQueryData<HelpArticlePage>(helpKeys.article(articleId), (page) => (page ? { ...page, votes } : page)),
  });
}
