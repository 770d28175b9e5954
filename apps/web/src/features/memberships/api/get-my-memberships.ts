import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyMembershipsRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipList } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/me/memberships: the signed-in member's memberships, newest first. */
export function getMyMemberships(signal?: AbortSignal): Promise<MembershipList> {
  return callRoute(getMyMembershipsRoute, { signal });
}

export function myMembershipsQueryOptions() {
  return queryOptions({ queryKey: membershipKeys.mine(), queryFn: ({ signal }) => getMyMemberships(signal) });
}

export function useMyMemberships() {
  return useQuery(myMembershipsQueryOptions());
}
