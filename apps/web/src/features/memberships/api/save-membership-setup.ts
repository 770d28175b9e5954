import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putMyMembershipSetupRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipSetup, MembershipSetupRequest } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** PUT /api/me/membership: the whole setup at once (a new price applies from each member's next renewal). */
export function saveMembershipSetup(request: MembershipSetupRequest): Promise<MembershipSetup> {
  return callRoute(putMyMembershipSetupRoute, { body: request });
}

export function useSaveMembershipSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMembershipSetup,
    onSuccess: (setup) => {
      queryClient.setQueryData(membershipKeys.setup(), setup);
      void queryClient.invalidateQueries({ queryKey: ['memberships', 'creator'] });
    },
  });
}
