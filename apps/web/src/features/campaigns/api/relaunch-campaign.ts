import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCampaignsRelaunchRoute } from '@crowdspark/shared/api-routes/relaunch';
import type { RelaunchLink } from '@crowdspark/shared/contracts/relaunch';
import { callRoute } from '@/lib/api-client';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** POST /api/campaigns/:id/relaunch → the new draft copied from the campaign. */
export function relaunchCampaign(campaignId: string): Promise<RelaunchLink> {
  return callRoute(postCampaignsRelaunchRoute, { params: { id: campaignId } });
}

export function useRelaunchCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: relaunchCampaign,
    // The creator's list gains the draft; the earlier campaign now links to it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
