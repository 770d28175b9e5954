import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardsSummary } from '@crowdspark/shared/contracts/rewards';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { rewardsKeys } from '@/features/rewards/api/keys';
import { getRewardsRoute } from '@crowdspark/shared/api-routes/rewards';
import { callRoute } from '@/lib/api-client';

/** GET /api/rewards: points, promotion credit, badges and the referral link of the signed-in person. */
export async function getRewards(signal?: AbortSignal): Promise<RewardsSummary> {
  return callRoute(getRewardsRoute, { signal });
}

export function rewardsQueryOptions() {
  return queryOptions({ queryKey: rewardsKeys.summary(), queryFn: ({ signal }) => getRewards(signal) });
}

export function useRewards(options: QueryHookOptions = {}) {
  return useQuery({ ...rewardsQueryOptions(), ...options });
}
