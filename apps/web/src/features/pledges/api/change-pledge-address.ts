import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PledgeAddressResponse, ShippingAddressInput } from '@crowdspark/shared/contracts/shipping';
import { pledgeKeys } from '@/features/pledges/api/keys';
import { putPledgesAddressRoute } from '@crowdspark/shared/api-routes/shipping';
import { callRoute } from '@/lib/api-client';

export interface ChangePledgeAddressVariables {
  pledgeId: string;
  address: ShippingAddressInput;
}

/** PUT /api/pledges/:id/address: the backer corrects the address (same country) until the campaign ends. */
export async function changePledgeAddress({ pledgeId, address }: ChangePledgeAddressVariables): Promise<PledgeAddressResponse> {
  return callRoute(putPledgesAddressRoute, { params: { id: pledgeId }, body: address });
}

export function useChangePledgeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePledgeAddress,
    onSuccess: (result, { pledgeId }) => queryClient.setQueryData(pledgeKeys.address(pledgeId), result),
  });
}
