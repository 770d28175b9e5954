import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyMembershipSetupRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipSetup } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/me/membership: the signed-in creator's own tiers and welcome note. */
export function getMembershipSetup(signal?: AbortSignal): Promise<MembershipSetup> {
  return callRoute(getMyMembershipSetupRoute, { signal });
}

export function membershipSetupQueryOptions() {
  return queryOptions({ queryKey: membershipKeys.setup(), queryFn: ({ signal }) => getMembershipSetup(signal) });
}

export function useMembershipSetup() {
  return useQuery(membershipSetupQueryOptions());
}
