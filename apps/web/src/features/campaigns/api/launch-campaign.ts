import { useMutation } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useStoreChangedCampaign } from '@/features/campaigns/api/get-campaign';

/** POST /api/campaigns/:id/launch → the live campaign; 400 VALIDATION_FAILED carries `fields`. */
export async function launchCampaign(campaignId: string): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/launch`);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

export function useLaunchCampaign() {
  const storeChangedCampaign = useStoreChangedCampaign();
  return useMutation({ mutationFn: launchCampaign, onSuccess: storeChangedCampaign });
}
