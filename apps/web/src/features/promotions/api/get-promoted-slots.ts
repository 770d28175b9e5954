import { queryOptions, useQueries } from '@tanstack/react-query';
import { PROMOTED_SLOT_EVERY } from '@crowdspark/shared/constants/promotions';
import type { PromotedSlot, PromotedSlots } from '@crowdspark/shared/contracts/promotions';
import { promotionsKeys } from '@/features/promotions/api/keys';
import { slotsQuery, type SlotSearch } from '@/features/promotions/lib/slot-search';
import { getPromotionsSlotsRoute } from '@crowdspark/shared/api-routes/promotions';
import { callRoute } from '@/lib/api-client';

/** GET /api/promotions/slots?campaignIds=…[&list=search&q=…] → the promoted cards for one page of a list. */
export async function getPromotedSlots(
  campaignIds: readonly string[],
  search?: SlotSearch,
  signal?: AbortSignal,
): Promise<PromotedSlots> {
  return callRoute(getPromotionsSlotsRoute, { query: Object.fromEntries(slotsQuery(campaignIds, search)), signal });
}

export function promotedSlotsQueryOptions(campaignIds: readonly string[], search?: SlotSearch) {
  return queryOptions({
    queryKey: promotionsKeys.slots(campaignIds, search),
    queryFn: ({ signal }) => getPromotedSlots(campaignIds, search, signal),
    // A page keeps the slots it was given while it is shown: cards do not jump under the reader.
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The slots of each page of a list (one small request per page); a page shorter than a run of
 * organic cards has no slot, so it asks nothing. A failed request just shows no slot. `search`:
 * the pages are search results (only promotions matching that search fill them).
 */
export function usePromotedSlotsOfPages(pages: readonly (readonly string[])[], search?: SlotSearch): PromotedSlot[][] {
  return useQueries({
    queries: pages.map((ids) => ({
      ...promotedSlotsQueryOptions(ids, search),
      enabled: ids.length >= PROMOTED_SLOT_EVERY - 1,
    })),
    combine: (results) => results.map((result) => result.data?.items ?? []),
  });
}
