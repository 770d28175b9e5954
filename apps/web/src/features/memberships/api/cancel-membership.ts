import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMembershipCancelRoute } from '@crowdspark/shared/api-routes/memberships';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** POST /api/memberships/:id/cancel: stays until the paid month ends, then ends; no refund. */
export function cancelMembership(id: string): Promise<Membership> {
  return callRoute(postMembershipCancelRoute, { params: { id }, body: {} });
}

export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
