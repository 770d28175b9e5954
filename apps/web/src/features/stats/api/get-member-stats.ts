import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@crowdspark/shared/constants/stats';
import type { MemberStatsAnswer } from '@crowdspark/shared/contracts/stats';
import { getMemberStatsRoute } from '@crowdspark/shared/api-routes/member-stats';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { callRoute } from '@/lib/api-client';
import { statsKeys } from '@/features/stats/api/keys';

/** GET /api/stats/members: the reader's members, MRR, joins and cancellations per day (`members` null: no membership). */
export async function getMemberStats(range: StatsRange, signal?: AbortSignal): Promise<MemberStatsAnswer> {
  return callRoute(getMemberStatsRoute, { query: { range }, signal });
}

/** Where the browser downloads every member as CSV (a plain link: the session cookie goes with it). */
export const MEMBERS_CSV_URL = '/api/stats/members/export.csv';

export function memberStatsQueryOptions(range: StatsRange) {
  return queryOptions({
    queryKey: statsKeys.members(range),
    queryFn: ({ signal }) => getMemberStats(range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMemberStats(range: StatsRange, options: QueryHookOptions = {}) {
  return useQuery({ ...memberStatsQueryOptions(range), ...options });
}
