import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** PATCH /api/campaigns/:id with the fields to change (tiers and FAQs replace the whole list). */
export async function updateCampaign({ id, input }: { id: string; input: CampaignDraftInput }): Promise<CampaignDetail> {
  const body = await apiClient.patch<unknown>(`/api/campaigns/${encodeURIComponent(id)}`, input);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

/**
 * For a one-off save. The editor's autosave calls `updateCampaign` itself (it debounces and
 * orders saves) and stores the answer with `useSetCampaign`.
 */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.mine() });
    },
  });
}
