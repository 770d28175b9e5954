import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryPreview } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { campaignKeys } from '@/features/campaigns/api/keys';

/**
 * POST /api/campaigns/story-preview → the HTML the campaign page would show for this story. The
 * server renders it (Markdown → sanitised HTML) with the same code as a save, so the preview and
 * the page cannot disagree, and no Markdown library ships to the browser.
 */
export async function previewStory(story: string, signal?: AbortSignal): Promise<StoryPreview> {
  const body = await apiClient.post<unknown>('/api/campaigns/story-preview', { story }, signal ? { signal } : {});
  return checkResponse(body, 'campaigns', 'storyPreviewSchema');
}

/** A read although it is a POST: the same story always renders the same HTML, so it is cached by story. */
export function storyPreviewQueryOptions(story: string) {
  return queryOptions({
    queryKey: campaignKeys.storyPreview(story),
    queryFn: ({ signal }) => previewStory(story, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export function useStoryPreview(story: string, options: QueryHookOptions = {}) {
  return useQuery({ ...storyPreviewQueryOptions(story), ...options });
}
