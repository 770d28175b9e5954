import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardsSummary } from '@crowdspark/shared/contracts/rewards';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { rewardsKeys } from '@/features/rewards/api/keys';

/** GET /api/rewards: points, promotion credit, badges and the referral link of the signed-in person. */
export async function getRewards(signal?: AbortSignal): Promise<RewardsSummary> {
  const body = await apiClient.get<unknown>('/api/rewards', signal ? { signal } : {});
  return checkResponse(body, 'rewards', 'rewardsSummarySchema');
}

export function rewardsQueryOptions() {
  return queryOptions({ queryKey: rewardsKeys.summary(), queryFn: ({ signal }) => getRewards(signal) });
}

export function useRewards(options: QueryHookOptions = {}) {
  return useQuery({ ...rewardsQueryOptions(), ...options });
}
