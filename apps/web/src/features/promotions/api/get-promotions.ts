import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { promotionsKeys } from '@/features/promotions/api/keys';
import { getPromotionsRoute } from '@crowdspark/shared/api-routes/promotions';
import { callRoute } from '@/lib/api-client';

/** GET /api/promotions: the creator's promotions with their counts, the daily price and what can pay. */
export async function getPromotions(signal?: AbortSignal): Promise<PromotionsOverview> {
  return callRoute(getPromotionsRoute, { signal });
}

export function promotionsQueryOptions() {
  return queryOptions({ queryKey: promotionsKeys.overview(), queryFn: ({ signal }) => getPromotions(signal) });
}

export function usePromotions(options: QueryHookOptions = {}) {
  return useQuery({ ...promotionsQueryOptions(), ...options });
}
