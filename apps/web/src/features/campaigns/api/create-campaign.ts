import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { createCampaignRoute } from '@crowdspark/shared/api-routes/campaigns';
import { callRoute } from '@/lib/api-client';

/**
 * POST /api/campaigns → 201 the new draft (every field optional). No hook: the editor's autosave
 * (DraftSaver) calls it, since it debounces and orders saves, and stores the answer with useSetCampaign.
 */
export async function createCampaign(input: CampaignDraftInput): Promise<CampaignDetail> {
  return callRoute(createCampaignRoute, { body: input });
}
