import { useMutation } from '@tanstack/react-query';
import type { PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useStorePledgeResult } from '@/features/pledges/api/pledge-cache';

export interface ChangePledgeVariables {
  pledgeId: string;
  input: PledgeInput;
  idempotencyKey: string;
}

/** PATCH /api/pledges/:id (Idempotency-Key): new tier and/or amount; the held money is adjusted. */
export async function changePledge({ pledgeId, input, idempotencyKey }: ChangePledgeVariables): Promise<PledgeResult> {
  const body = await apiClient.patch<unknown>(`/api/pledges/${encodeURIComponent(pledgeId)}`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkResponse(body, 'pledges', 'pledgeResultSchema');
}

export function useChangePledge() {
  const storePledgeResult = useStorePledgeResult();
  return useMutation({ mutationFn: changePledge, onSuccess: storePledgeResult });
}
