import { mutationOptions } from '@tanstack/react-query';
import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';

/** POST /api/campaigns → 201 the new draft (every field optional). */
export function createCampaign(input: CampaignDraftInput): Promise<CampaignDetail> {
  return apiClient.post<CampaignDetail>('/api/campaigns', input);
}

export function createCampaignMutationOptions() {
  return mutationOptions({ mutationKey: ['campaigns', 'create'], mutationFn: createCampaign });
}
