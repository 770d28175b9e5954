import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { updateCampaignRoute } from '@crowdspark/shared/api-routes/campaigns';
import { callRoute } from '@/lib/api-client';

/**
 * PATCH /api/campaigns/:id with the fields to change (tiers and FAQs replace the whole list). No
 * hook: the editor's autosave (DraftSaver) calls it and stores the answer with useSetCampaign.
 */
export async function updateCampaign({ id, input }: { id: string; input: CampaignDraftInput }): Promise<CampaignDetail> {
  return callRoute(updateCampaignRoute, { params: { id }, body: input });
}
