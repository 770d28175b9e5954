import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpPreviewResult } from '@crowdspark/shared/contracts/help-center';
import { helpKeys } from '@/features/help-center/api/keys';
import { postAdminHelpArticlesPreviewRoute } from '@crowdspark/shared/api-routes/help-center';
import { callRoute } from '@/lib/api-client';

/**
 * POST /api/admin/help-articles/preview → the Markdown rendered and sanitised by the server, as
 * visitors will see it. A read (changes nothing), so it is a query keyed by the source.
 */
export async function previewHelpArticle(source: string, signal?: AbortSignal): Promise<HelpPreviewResult> {
  return callRoute(postAdminHelpArticlesPreviewRoute, { body: { source }, signal });
}

export function helpPreviewQueryOptions(source: string) {
  return queryOptions({
    queryKey: helpKeys.preview(source),
    queryFn: ({ signal }) => previewHelpArticle(source, signal),
    enabled: source.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useHelpPreview(source: string) {
  return useQuery(helpPreviewQueryOptions(source));
}
