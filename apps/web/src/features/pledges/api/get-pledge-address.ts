import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PledgeAddressResponse } from '@crowdspark/shared/contracts/shipping';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { pledgeKeys } from '@/features/pledges/api/keys';

/** GET /api/pledges/:id/address → the backer's own shipping address and whether it may still change. */
export async function getPledgeAddress(pledgeId: string, signal?: AbortSignal): Promise<PledgeAddressResponse> {
  const body = await apiClient.get<unknown>(`/api/pledges/${encodeURIComponent(pledgeId)}/address`, signal ? { signal } : {});
  return checkResponse(body, 'shipping', 'pledgeAddressResponseSchema');
}

export function pledgeAddressQueryOptions(pledgeId: string) {
  return queryOptions({ queryKey: pledgeKeys.address(pledgeId), queryFn: ({ signal }) => getPledgeAddress(pledgeId, signal) });
}

export function usePledgeAddress(pledgeId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...pledgeAddressQueryOptions(pledgeId), ...options });
}
