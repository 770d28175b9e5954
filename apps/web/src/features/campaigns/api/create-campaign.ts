import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail, CampaignDraftInput } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { campaignKeys } from '@/features/campaigns/api/keys';

/** POST /api/campaigns → 201 the new draft (every field optional). */
export async function createCampaign(input: CampaignDraftInput): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>('/api/campaigns', input);
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

/**
 * For a one-off create. The editor's autosave calls `createCampaign` itself (it debounces and
 * orders saves) and stores the answer with `useSetCampaign`.
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.mine() });
    },
  });
}
