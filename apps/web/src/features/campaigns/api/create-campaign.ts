import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/**
 * POST /api/campaigns → 201 the new draft (every field optional). No hook: the editor's autosave
 * (DraftSaver) calls it, since it debounces and orders saves, and stores the answer with useSetCampaign.
 */
export async function createCampaign(input: CampaignDraftInput): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>('/api/campaigns', input);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}
