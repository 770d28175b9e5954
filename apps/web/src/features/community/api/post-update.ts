import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignUpdate, NewUpdate } from '@crowdspark/shared/contracts/community';
import { communityKeys } from '@/features/community/api/keys';
import { postCampaignsUpdatesRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';

/** POST /api/campaigns/:id/updates → the posted update (its body sanitised by the server). */
export async function postUpdate(campaignId: string, input: NewUpdate): Promise<CampaignUpdate> {
  return callRoute(postCampaignsUpdatesRoute, { params: { id: campaignId }, body: input });
}

export function usePostUpdate(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUpdate) => postUpdate(campaignId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.updates(campaignId) }),
  });
}
