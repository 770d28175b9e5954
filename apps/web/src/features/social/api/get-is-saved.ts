import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAVED_LOOKUP_MAX_IDS } from '@crowdspark/shared/constants/social';
import type { SavedLookup } from '@crowdspark/shared/contracts/social';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { socialKeys } from '@/features/social/api/keys';
import { createBatchLoader } from '@/features/social/lib/batch-loader';
import { getMeSavedLookupRoute } from '@crowdspark/shared/api-routes/saves';
import { callRoute } from '@/lib/api-client';

/** GET /api/me/saved/lookup?ids=a,b,c → for each id, whether the signed-in reader saved it (at most 100 ids). */
export async function lookupSaved(campaignIds: readonly string[]): Promise<SavedLookup> {
  return callRoute(getMeSavedLookupRoute, { query: { ids: campaignIds.join(',') } });
}

/**
 * The cards of a page each ask for their own campaign; the loader answers all of them with one
 * request (decision 0019). No abort signal: the request serves every card of the batch, and a
 * card that unmounts meanwhile just ignores its answer.
 */
const loadIsSaved = createBatchLoader(async (ids) => (await lookupSaved(ids)).saved, SAVED_LOOKUP_MAX_IDS);

/** Whether the signed-in reader saved the campaign: a card's bookmark (cards show no count). */
export function isSavedQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: socialKeys.isSaved(campaignId),
    queryFn: () => loadIsSaved(campaignId),
  });
}

export function useIsSaved(campaignId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...isSavedQueryOptions(campaignId), ...options });
}
