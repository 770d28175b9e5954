import { useMutation } from '@tanstack/react-query';
import type { PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { useStorePledgeResult } from '@/features/pledges/api/pledge-cache';
import { postPledgesCancelRoute } from '@crowdspark/shared/api-routes/pledges';
import { callRoute } from '@/lib/api-client';

export interface CancelPledgeVariables {
  pledgeId: string;
  idempotencyKey: string;
}

/** POST /api/pledges/:id/cancel (Idempotency-Key): the money returns to the wallet. */
export async function cancelPledge({ pledgeId, idempotencyKey }: CancelPledgeVariables): Promise<PledgeResult> {
  return callRoute(postPledgesCancelRoute, { params: { id: pledgeId }, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCancelPledge() {
  const storePledgeResult = useStorePledgeResult();
  return useMutation({ mutationFn: cancelPledge, onSuccess: storePledgeResult });
}
