import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@crowdspark/shared/constants/stats';
import type { Stats } from '@crowdspark/shared/contracts/stats';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { statsKeys } from '@/features/stats/api/keys';
import { getStatsRoute } from '@crowdspark/shared/api-routes/stats';
import { callRoute } from '@/lib/api-client';

export interface StatsSelection {
  range: StatsRange;
  /** null: all the reader's campaigns. */
  campaignId: string | null;
}

export function statsSearch({ range, campaignId }: StatsSelection): string {
  const params = new URLSearchParams({ range });
  if (campaignId) params.set('campaignId', campaignId);
  return params.toString();
}

/** GET /api/stats: views, visitors, pledges, followers and sources per day for the selection. */
export async function getStats(selection: StatsSelection, signal?: AbortSignal): Promise<Stats> {
  return callRoute(getStatsRoute, {
    query: { range: selection.range, campaignId: selection.campaignId || undefined },
    signal,
  });
}

/** Where the browser downloads the same days as CSV (a plain link: the session cookie goes with it). */
export function statsCsvUrl(selection: StatsSelection): string {
  return `/api/stats/export.csv?${statsSearch(selection)}`;
}

export function statsQueryOptions(selection: StatsSelection) {
  return queryOptions({
    queryKey: statsKeys.view(selection.range, selection.campaignId),
    queryFn: ({ signal }) => getStats(selection, signal),
    // Changing the range keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useStats(selection: StatsSelection, options: QueryHookOptions = {}) {
  return useQuery({ ...statsQueryOptions(selection), ...options });
}
