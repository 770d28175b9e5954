import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useSetCampaign } from '@/features/campaigns/api/get-campaign';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** POST /api/campaigns/:id/cancel → the canceled campaign (every pledge is returned by the server). */
export async function cancelCampaign(campaignId: string): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/cancel`);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

/** The page shows the canceled campaign at once; listings and the creator's list are refreshed. */
export function useCancelCampaign() {
  const queryClient = useQueryClient();
  const storeCampaign = useSetCampaign();
  return useMutation({
    mutationFn: cancelCampaign,
    onSuccess: (campaign) => {
      storeCampaign(campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
