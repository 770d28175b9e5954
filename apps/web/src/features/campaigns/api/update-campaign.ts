import { mutationOptions } from '@tanstack/react-query';
import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';

/** PATCH /api/campaigns/:id with the fields to change (tiers and FAQs replace the whole list). */
export function updateCampaign({ id, input }: { id: string; input: CampaignDraftInput }): Promise<CampaignDetail> {
  return apiClient.patch<CampaignDetail>(`/api/campaigns/${encodeURIComponent(id)}`, input);
}

export function updateCampaignMutationOptions() {
  return mutationOptions({ mutationKey: ['campaigns', 'update'], mutationFn: updateCampaign });
}
