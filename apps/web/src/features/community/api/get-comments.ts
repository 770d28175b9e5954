import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentList } from '@crowdspark/shared/contracts/community';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { communityKeys } from '@/features/community/api/keys';

/** GET /api/campaigns/:id/comments?updateId=&cursor= → top comments newest first, replies oldest first. */
export async function getComments(
  campaignId: string,
  updateId: string | null,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CommentList> {
  const search = new URLSearchParams({ limit: '10' });
  if (updateId) search.set('updateId', updateId);
  if (cursor) search.set('cursor', cursor);
  const body = await apiClient.get<unknown>(
    `/api/campaigns/${encodeURIComponent(campaignId)}/comments?${search.toString()}`,
    signal ? { signal } : {},
  );
  return checkResponse(body, 'community', 'commentListSchema');
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
