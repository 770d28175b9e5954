import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useSetCampaign } from '@/features/campaigns/api/get-campaign';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** POST /api/campaigns/:id/launch → the live campaign; 400 VALIDATION_FAILED carries `fields`. */
export async function launchCampaign(campaignId: string): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/launch`);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

/** The page shows the live campaign at once; listings and the creator's list are refreshed. */
export function useLaunchCampaign() {
  const queryClient = useQueryClient();
  const storeCampaign = useSetCampaign();
  return useMutation({
    mutationFn: launchCampaign,
    onSuccess: (campaign) => {
      storeCampaign(campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
