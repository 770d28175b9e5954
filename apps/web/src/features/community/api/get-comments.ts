import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentList } from '@crowdspark/shared/contracts/community';
import { communityKeys } from '@/features/community/api/keys';
import { getCampaignsCommentsRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';

/** GET /api/campaigns/:id/comments?updateId=&cursor= → top comments newest first, replies oldest first. */
export async function getComments(
  campaignId: string,
  updateId: string | null,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CommentList> {
  return callRoute(getCampaignsCommentsRoute, {
    params: { id: campaignId },
    query: { limit: 10, updateId: updateId || undefined, cursor: cursor || undefined },
    signal,
  });
}

export function commentsQueryOptions(campaignId: string, updateId: string | null) {
  return infiniteQueryOptions({
    queryKey: communityKeys.comments(campaignId, updateId),
    queryFn: ({ pageParam, signal }) => getComments(campaignId, updateId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useComments(campaignId: string, updateId: string | null, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...commentsQueryOptions(campaignId, updateId), ...options });
}
