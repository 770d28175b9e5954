import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPick } from '@crowdspark/shared/contracts/discovery';
import { apiRequest } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export interface SetStaffPickInput {
  campaignId: string;
  picked: boolean;
}

/** PUT (mark) or DELETE (unmark) /api/admin/campaigns/:id/staff-pick. */
export async function setStaffPick({ campaignId, picked }: SetStaffPickInput): Promise<StaffPick> {
  const body = await apiRequest<unknown>(`/api/admin/campaigns/${encodeURIComponent(campaignId)}/staff-pick`, {
    method: picked ? 'PUT' : 'DELETE',
  });
  return checkResponse(body, 'discovery', 'staffPickSchema');
}

export function useSetStaffPick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffPick,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
