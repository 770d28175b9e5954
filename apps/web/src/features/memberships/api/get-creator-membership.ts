import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorMembershipRoute } from '@crowdspark/shared/api-routes/memberships';
import type { PublicMembership } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

/** GET /api/creators/:username/membership: whether the creator takes members, and the tiers. */
export function getCreatorMembership(username: string, signal?: AbortSignal): Promise<PublicMembership> {
  return callRoute(getCreatorMembershipRoute, { params: { username }, signal });
}

export function creatorMembershipQueryOptions(username: string) {
  return queryOptions({
    queryKey: membershipKeys.creator(username),
    queryFn: ({ signal }) => getCreatorMembership(username, signal),
  });
}

export function useCreatorMembership(username: string) {
  return useQuery(creatorMembershipQueryOptions(username));
}
