import { mutationOptions } from '@tanstack/react-query';
import type { PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';

export interface CancelPledgeVariables {
  pledgeId: string;
  idempotencyKey: string;
}

/** POST /api/pledges/:id/cancel (Idempotency-Key): the money returns to the wallet. */
export function cancelPledge({ pledgeId, idempotencyKey }: CancelPledgeVariables): Promise<PledgeResult> {
  return apiClient.post<PledgeResult>(`/api/pledges/${encodeURIComponent(pledgeId)}/cancel`, undefined, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function cancelPledgeMutationOptions() {
  return mutationOptions({ mutationKey: ['pledges', 'cancel'], mutationFn: cancelPledge });
}
