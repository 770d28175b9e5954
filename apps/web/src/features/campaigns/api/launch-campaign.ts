import { useMutation } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { launchCampaignRoute } from '@crowdspark/shared/api-routes/campaigns';
import { callRoute } from '@/lib/api-client';
import { useStoreChangedCampaign } from '@/features/campaigns/api/get-campaign';

/** POST /api/campaigns/:id/launch → the live campaign; 400 VALIDATION_FAILED carries `fields`. */
export async function launchCampaign(campaignId: string): Promise<CampaignDetail> {
  return callRoute(launchCampaignRoute, { params: { id: campaignId } });
}

export function useLaunchCampaign() {
  const storeChangedCampaign = useStoreChangedCampaign();
  return useMutation({ mutationFn: launchCampaign, onSuccess: storeChangedCampaign });
}
