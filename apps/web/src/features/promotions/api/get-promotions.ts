import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { promotionsKeys } from '@/features/promotions/api/keys';

/** GET /api/promotions: the creator's promotions with their counts, the daily price and what can pay. */
export async function getPromotions(signal?: AbortSignal): Promise<PromotionsOverview> {
  const body = await apiClient.get<unknown>('/api/promotions', signal ? { signal } : {});
  return checkResponse(body, 'promotions', 'promotionsOverviewSchema');
}

export function promotionsQueryOptions() {
  return queryOptions({ queryKey: promotionsKeys.overview(), queryFn: ({ signal }) => getPromotions(signal) });
}

export function usePromotions(options: QueryHookOptions = {}) {
  return useQuery({ ...promotionsQueryOptions(), ...options });
}
