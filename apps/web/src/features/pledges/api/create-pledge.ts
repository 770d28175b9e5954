import { useMutation } from '@tanstack/react-query';
import type { PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { useStorePledgeResult } from '@/features/pledges/api/pledge-cache';

export interface CreatePledgeVariables {
  campaignId: string;
  input: PledgeInput;
  /** One key per user action, reused when the same action is retried. */
  idempotencyKey: string;
}

/** POST /api/campaigns/:id/pledges (Idempotency-Key) → the pledge and the wallet balance after it. */
export async function createPledge({ campaignId, input, idempotencyKey }: CreatePledgeVariables): Promise<PledgeResult> {
  const body = await apiClient.post<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/pledges`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkResponse(body, 'pledges', 'pledgeResultSchema');
}

export function useCreatePledge() {
  const storePledgeResult = useStorePledgeResult();
  return useMutation({ mutationFn: createPledge, onSuccess: storePledgeResult });
}
