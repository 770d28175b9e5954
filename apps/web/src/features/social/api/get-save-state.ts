import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveState } from '@crowdspark/shared/contracts/social';
import { getSaveStateRoute } from '@crowdspark/shared/api-routes/saves';
import { callRoute } from '@/lib/api-client';
import { socialKeys } from '@/features/social/api/keys';

/** GET /api/campaigns/:id/save → whether the reader saved the campaign, and how many people did. */
export async function getSaveState(campaignId: string, signal?: AbortSignal): Promise<SaveState> {
  return callRoute(getSaveStateRoute, { params: { id: campaignId }, signal });
}

export function saveStateQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: socialKeys.save(campaignId),
    queryFn: ({ signal }) => getSaveState(campaignId, signal),
  });
}

export function useSaveState(campaignId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...saveStateQueryOptions(campaignId), ...options });
}
