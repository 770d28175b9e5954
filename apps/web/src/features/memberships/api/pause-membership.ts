import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMembershipPauseRoute } from '@crowdspark/shared/api-routes/memberships';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** POST /api/memberships/:id/pause: no charge and no members-only access from the paid month's end for 1 to 3 months. */
export function pauseMembership({ id, months }: { id: string; months: 1 | 2 | 3 }): Promise<Membership> {
  return callRoute(postMembershipPauseRoute, { params: { id }, body: { months } });
}

export function usePauseMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseMembership,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
