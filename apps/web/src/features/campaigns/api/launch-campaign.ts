import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { campaignQueryKey } from '@/features/campaigns/api/get-campaign';

/** POST /api/campaigns/:id/launch → the live campaign; 400 VALIDATION_FAILED carries `fields`. */
export function launchCampaign(id: string): Promise<CampaignDetail> {
  return apiClient.post<CampaignDetail>(`/api/campaigns/${encodeURIComponent(id)}/launch`);
}

export function launchCampaignMutationOptions() {
  return mutationOptions({ mutationKey: ['campaigns', 'launch'], mutationFn: launchCampaign });
}

export function useLaunchCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...launchCampaignMutationOptions(),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKey(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}
