import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type SetCampaignSuspendedInput = { campaignId: string; suspended: boolean; reason: string };

/** POST /api/admin/campaigns/:id/suspend|restore: hidden with pledges frozen, or back to its previous status. */
export async function setCampaignSuspended(input: SetCampaignSuspendedInput): Promise<CampaignDetail> {
  const body = await apiClient.post<unknown>(
    `/api/admin/campaigns/${encodeURIComponent(input.campaignId)}/${input.suspended ? 'suspend' : 'restore'}`,
    { reason: input.reason },
  );
  return checkResponse(body, 'campaigns', 'campaignDetailSchema');
}

export function useSetCampaignSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCampaignSuspended,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
