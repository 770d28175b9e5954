import { useMutation } from '@tanstack/react-query';
import type { PledgeInput, PledgeResult } from '@crowdspark/shared/contracts/pledges';
import { useStorePledgeResult } from '@/features/pledges/api/pledge-cache';
import { patchPledgesRoute } from '@crowdspark/shared/api-routes/pledges';
import { callRoute } from '@/lib/api-client';

export interface ChangePledgeVariables {
  pledgeId: string;
  input: PledgeInput;
  idempotencyKey: string;
}

/** PATCH /api/pledges/:id (Idempotency-Key): new tier and/or amount; the held money is adjusted. */
export async function changePledge({ pledgeId, input, idempotencyKey }: ChangePledgeVariables): Promise<PledgeResult> {
  return callRoute(patchPledgesRoute, { params: { id: pledgeId }, body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useChangePledge() {
  const storePledgeResult = useStorePledgeResult();
  return useMutation({ mutationFn: changePledge, onSuccess: storePledgeResult });
}
