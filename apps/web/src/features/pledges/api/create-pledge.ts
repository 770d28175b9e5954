import { mutationOptions } from '@tanstack/react-query';
import type { PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { apiClient } from '@/lib/api-client';

export interface CreatePledgeVariables {
  campaignId: string;
  input: PledgeInput;
  /** One key per user action, reused when the same action is retried. */
  idempotencyKey: string;
}

/** POST /api/campaigns/:id/pledges (Idempotency-Key) → the pledge and the wallet balance after it. */
export function createPledge({ campaignId, input, idempotencyKey }: CreatePledgeVariables): Promise<PledgeResult> {
  return apiClient.post<PledgeResult>(`/api/campaigns/${encodeURIComponent(campaignId)}/pledges`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function createPledgeMutationOptions() {
  return mutationOptions({ mutationKey: ['pledges', 'create'], mutationFn: createPledge });
}
