import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { adminKeys } from '@/features/admin/api/keys';
import { restoreCampaignRoute, suspendCampaignRoute } from '@crowdspark/shared/api-routes/admin-campaigns';
import { callRoute } from '@/lib/api-client';

export type SetCampaignSuspendedInput = { campaignId: string; suspended: boolean; reason: string };

/** POST /api/admin/campaigns/:id/suspend|restore: hidden with pledges frozen, or back to its previous status. */
export async function setCampaignSuspended(input: SetCampaignSuspendedInput): Promise<CampaignDetail> {
  const route = input.suspended ? suspendCampaignRoute : restoreCampaignRoute;
  return callRoute(route, { params: { id: input.campaignId }, body: { reason: input.reason } });
}

export function useSetCampaignSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCampaignSuspended,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
