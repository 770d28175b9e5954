import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PledgeAddressResponse } from '@crowdspark/shared/contracts/shipping';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { pledgeKeys } from '@/features/pledges/api/keys';
import { getPledgesAddressRoute } from '@crowdspark/shared/api-routes/shipping';
import { callRoute } from '@/lib/api-client';

/** GET /api/pledges/:id/address → the backer's own shipping address and whether it may still change. */
export async function getPledgeAddress(pledgeId: string, signal?: AbortSignal): Promise<PledgeAddressResponse> {
  return callRoute(getPledgesAddressRoute, { params: { id: pledgeId }, signal });
}

export function pledgeAddressQueryOptions(pledgeId: string) {
  return queryOptions({ queryKey: pledgeKeys.address(pledgeId), queryFn: ({ signal }) => getPledgeAddress(pledgeId, signal) });
}

export function usePledgeAddress(pledgeId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...pledgeAddressQueryOptions(pledgeId), ...options });
}
