import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMembershipResumeRoute } from '@crowdspark/shared/api-routes/memberships';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** POST /api/memberships/:id/resume: calls off a pause not begun, or charges the first month now and resumes. */
export function resumeMembership(id: string): Promise<Membership> {
  return callRoute(postMembershipResumeRoute, { params: { id }, body: {} });
}

export function useResumeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeMembership,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
