import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/**
 * PATCH /api/campaigns/:id with the fields to change (tiers and FAQs replace the whole list). No
 * hook: the editor's autosave (DraftSaver) calls it and stores the answer with useSetCampaign.
 */
export async function updateCampaign({ id, input }: { id: string; input: CampaignDraftInput }): Promise<CampaignDetail> {
  const body = await apiClient.patch<unknown>(`/api/campaigns/${encodeURIComponent(id)}`, input);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}
