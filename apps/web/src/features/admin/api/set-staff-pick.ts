import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPick } from '@crowdspark/shared/contracts/discovery';
import { adminKeys } from '@/features/admin/api/keys';
import { markStaffPickRoute, unmarkStaffPickRoute } from '@crowdspark/shared/api-routes/admin-campaigns';
import { callRoute } from '@/lib/api-client';

export interface SetStaffPickInput {
  campaignId: string;
  picked: boolean;
}

/** PUT (mark) or DELETE (unmark) /api/admin/campaigns/:id/staff-pick. */
export async function setStaffPick({ campaignId, picked }: SetStaffPickInput): Promise<StaffPick> {
  return callRoute(picked ? markStaffPickRoute : unmarkStaffPickRoute, { params: { id: campaignId } });
}

export function useSetStaffPick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffPick,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
