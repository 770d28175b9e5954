import { queryOptions } from '@tanstack/react-query';
import type { StoryPreview } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/campaigns/story-preview → the HTML the campaign page would show for this story. The
 * server renders it (Markdown → sanitised HTML) with the same code as a save, so the preview and
 * the page cannot disagree, and no Markdown library ships to the browser.
 */
export function previewStory(story: string, signal?: AbortSignal): Promise<StoryPreview> {
  return apiClient.post<StoryPreview>('/api/campaigns/story-preview', { story }, signal ? { signal } : {});
}

export function storyPreviewQueryOptions(story: string) {
  return queryOptions({
    queryKey: ['campaigns', 'story-preview', story] as const,
    queryFn: ({ signal }) => previewStory(story, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
