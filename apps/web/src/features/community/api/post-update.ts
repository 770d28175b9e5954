import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignUpdate, NewUpdate } from '@crowdspark/shared/contracts/community';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { communityKeys } from '@/features/community/api/keys';

/** POST /api/campaigns/:id/updates → the posted update (its body sanitised by the server). */
export async function postUpdate(campaignId: string, input: NewUpdate): Promise<CampaignUpdate> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/updates`, input);
  return checkResponse(body, 'community', 'campaignUpdateSchema');
}

export function usePostUpdate(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUpdate) => postUpdate(campaignId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.updates(campaignId) }),
  });
}
