import { useMutation } from '@tanstack/react-query';
import type { PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { useStorePledgeResult } from '@/features/pledges/api/pledge-cache';
import { postCampaignsPledgesRoute } from '@crowdspark/shared/api-routes/pledges';
import { callRoute } from '@/lib/api-client';

export interface CreatePledgeVariables {
  campaignId: string;
  input: PledgeInput;
  /** One key per user action, reused when the same action is retried. */
  idempotencyKey: string;
}

/** POST /api/campaigns/:id/pledges (Idempotency-Key) → the pledge and the wallet balance after it. */
export async function createPledge({ campaignId, input, idempotencyKey }: CreatePledgeVariables): Promise<PledgeResult> {
  return callRoute(postCampaignsPledgesRoute, {
    params: { id: campaignId },
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreatePledge() {
  const storePledgeResult = useStorePledgeResult();
  return useMutation({ mutationFn: createPledge, onSuccess: storePledgeResult });
}
