import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { campaignQueryKey } from '@/features/campaigns/api/get-campaign';

/** POST /api/campaigns/:id/cancel → the canceled campaign (every pledge is returned by the server). */
export function cancelCampaign(id: string): Promise<CampaignDetail> {
  return apiClient.post<CampaignDetail>(`/api/campaigns/${encodeURIComponent(id)}/cancel`);
}

export function cancelCampaignMutationOptions() {
  return mutationOptions({ mutationKey: ['campaigns', 'cancel'], mutationFn: cancelCampaign });
}

export function useCancelCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelCampaignMutationOptions(),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKey(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}
