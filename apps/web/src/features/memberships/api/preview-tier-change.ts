import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMembershipTierChangeRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipTierChange } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/memberships/:id/tier-change?tierId=: what moving to the tier charges now, before confirming. */
export function previewTierChange(id: string, tierId: string, signal?: AbortSignal): Promise<MembershipTierChange> {
  return callRoute(getMembershipTierChangeRoute, { params: { id }, query: { tierId }, signal });
}

export function tierChangeQueryOptions(id: string, tierId: string) {
  return queryOptions({
    queryKey: [...membershipKeys.all, 'tier-change', id, tierId] as const,
    queryFn: ({ signal }) => previewTierChange(id, tierId, signal),
    // Prorated to the day: a preview a minute old is still right, one from yesterday is not.
    staleTime: 0,
  });
}

export function useTierChangePreview(id: string, tierId: string | null) {
  return useQuery({ ...tierChangeQueryOptions(id, tierId ?? ''), enabled: tierId !== null });
}
