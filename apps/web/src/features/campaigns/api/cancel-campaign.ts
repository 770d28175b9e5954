import { useMutation } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useStoreChangedCampaign } from '@/features/campaigns/api/get-campaign';

/** POST /api/campaigns/:id/cancel → the canceled campaign (every pledge is returned by the server). */
export async function cancelCampaign(campaignId: string): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/cancel`);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

export function useCancelCampaign() {
  const storeChangedCampaign = useStoreChangedCampaign();
  return useMutation({ mutationFn: cancelCampaign, onSuccess: storeChangedCampaign });
}
