import { useMutation } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { cancelCampaignRoute } from '@crowdspark/shared/api-routes/campaigns';
import { callRoute } from '@/lib/api-client';
import { useStoreChangedCampaign } from '@/features/campaigns/api/get-campaign';

/** POST /api/campaigns/:id/cancel → the canceled campaign (every pledge is returned by the server). */
export async function cancelCampaign(campaignId: string): Promise<CampaignDetail> {
  return callRoute(cancelCampaignRoute, { params: { id: campaignId } });
}

export function useCancelCampaign() {
  const storeChangedCampaign = useStoreChangedCampaign();
  return useMutation({ mutationFn: cancelCampaign, onSuccess: storeChangedCampaign });
}
