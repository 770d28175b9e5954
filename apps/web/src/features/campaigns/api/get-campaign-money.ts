import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CampaignMoney } from '@crowdspark/shared/contracts/money-trail';
import { getCampaignsMoneyRoute } from '@crowdspark/shared/api-routes/money-trail';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** Movements per page of the Money tab. */
export const MONEY_PAGE_SIZE = 20;

/** GET /api/campaigns/:id/money → the campaign's money trail: totals and a page of movements, newest first. */
export async function getCampaignMoney(campaignId: string, cursor?: string, signal?: AbortSignal): Promise<CampaignMoney> {
  return callRoute(getCampaignsMoneyRoute, {
    params: { id: campaignId },
    query: { cursor, limit: MONEY_PAGE_SIZE },
    signal,
  });
}

export function campaignMoneyQueryOptions(campaignId: string) {
  return infiniteQueryOptions({
    queryKey: campaignKeys.money(campaignId),
    queryFn: ({ pageParam, signal }) => getCampaignMoney(campaignId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCampaignMoney(campaignId: string, options: QueryHookOptions = {}) {
  return useInfiniteQuery({ ...campaignMoneyQueryOptions(campaignId), ...options });
}
