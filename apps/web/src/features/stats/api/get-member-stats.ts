import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@crowdspark/shared/constants/stats';
import type { MemberStats } from '@crowdspark/shared/contracts/stats';
import { getMemberStatsRoute } from '@crowdspark/shared/api-routes/member-stats';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { ApiError, callRoute } from '@/lib/api-client';
import { statsKeys } from '@/features/stats/api/keys';

/** GET /api/stats/members: the reader's members, MRR, joins and cancellations per day (404: no membership). */
export async function getMemberStats(range: StatsRange, signal?: AbortSignal): Promise<MemberStats> {
  return callRoute(getMemberStatsRoute, { query: { range }, signal });
}

/** Where the browser downloads every member as CSV (a plain link: the session cookie goes with it). */
export const MEMBERS_CSV_URL = '/api/stats/members/export.csv';

/** A reader without a membership is answered 404: the page then has no members section. */
export const hasNoMembership = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function memberStatsQueryOptions(range: StatsRange) {
  return queryOptions({
    queryKey: statsKeys.members(range),
    queryFn: ({ signal }) => getMemberStats(range, signal),
    placeholderData: keepPreviousData,
    // "No membership" is an answer, not a failure to retry.
    retry: (count, error) => !hasNoMembership(error) && count < 2,
  });
}

export function useMemberStats(range: StatsRange, options: QueryHookOptions = {}) {
  return useQuery({ ...memberStatsQueryOptions(range), ...options });
}
