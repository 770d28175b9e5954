import { mutationOptions } from '@tanstack/react-query';
import type { PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';

export interface ChangePledgeVariables {
  pledgeId: string;
  input: PledgeInput;
  idempotencyKey: string;
}

/** PATCH /api/pledges/:id (Idempotency-Key): new tier and/or amount; the held money is adjusted. */
export function changePledge({ pledgeId, input, idempotencyKey }: ChangePledgeVariables): Promise<PledgeResult> {
  return apiClient.patch<PledgeResult>(`/api/pledges/${encodeURIComponent(pledgeId)}`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function changePledgeMutationOptions() {
  return mutationOptions({ mutationKey: ['pledges', 'change'], mutationFn: changePledge });
}
