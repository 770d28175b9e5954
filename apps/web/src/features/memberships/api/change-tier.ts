import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { postMembershipTierChangeRoute } from '@crowdspark/shared/api-routes/memberships';
import type { MembershipTierChangeResult } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

export interface ChangeTierInput {
  id: string;
  tierId: string;
  /** One key per confirmation, the same on retries of it. */
  idempotencyKey: string;
}

/** POST /api/memberships/:id/tier-change: a dearer tier now (prorated charge), a cheaper one at the renewal. */
export function changeTier({ id, tierId, idempotencyKey }: ChangeTierInput): Promise<MembershipTierChangeResult> {
  return callRoute(postMembershipTierChangeRoute, {
    params: { id },
    body: { tierId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useChangeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTier,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
