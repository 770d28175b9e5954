import { useMutation } from '@tanstack/react-query';
import type { PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useStorePledgeResult } from '@/features/pledges/api/pledge-cache';

export interface CancelPledgeVariables {
  pledgeId: string;
  idempotencyKey: string;
}

/** POST /api/pledges/:id/cancel (Idempotency-Key): the money returns to the wallet. */
export async function cancelPledge({ pledgeId, idempotencyKey }: CancelPledgeVariables): Promise<PledgeResult> {
  const body = await apiClient.post<unknown>(`/api/pledges/${encodeURIComponent(pledgeId)}/cancel`, undefined, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkResponse(body, 'pledges', 'pledgeResultSchema');
}

export function useCancelPledge() {
  const storePledgeResult = useStorePledgeResult();
  return useMutation({ mutationFn: cancelPledge, onSuccess: storePledgeResult });
}
