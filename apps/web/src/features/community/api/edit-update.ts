import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignUpdate, UpdateChanges } from '@crowdspark/shared/contracts/community';
import { communityKeys } from '@/features/community/api/keys';
import { patchCampaignsUpdatesRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';

/** PATCH /api/campaigns/:id/updates/:updateId → the changed update (its author or the campaign's owner; body sanitised by the server). */
export async function editUpdate(campaignId: string, updateId: string, changes: UpdateChanges): Promise<CampaignUpdate> {
  return callRoute(patchCampaignsUpdatesRoute, { params: { id: campaignId, updateId }, body: changes });
}

export function useEditUpdate(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { updateId: string; changes: UpdateChanges }) => editUpdate(campaignId, input.updateId, input.changes),
    onSuccess: (update) => {
      queryClient.setQueryData(communityKeys.update(campaignId, update.id), update);
      void queryClient.invalidateQueries({ queryKey: communityKeys.updates(campaignId) });
    },
  });
}
