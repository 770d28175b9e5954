import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PledgeAddressResponse, ShippingAddressInput } from '@crowdspark/shared/contracts/shipping';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { pledgeKeys } from '@/features/pledges/api/keys';

export interface ChangePledgeAddressVariables {
  pledgeId: string;
  address: ShippingAddressInput;
}

/** PUT /api/pledges/:id/address: the backer corrects the address (same country) until the campaign ends. */
export async function changePledgeAddress({ pledgeId, address }: ChangePledgeAddressVariables): Promise<PledgeAddressResponse> {
  const body = await apiClient.put<unknown>(`/api/pledges/${encodeURIComponent(pledgeId)}/address`, address);
  return checkResponse(body, 'shipping', 'pledgeAddressResponseSchema');
}

export function useChangePledgeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePledgeAddress,
    onSuccess: (result, { pledgeId }) => queryClient.setQueryData(pledgeKeys.address(pledgeId), result),
  });
}
