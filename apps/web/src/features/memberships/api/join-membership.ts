import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { postMembershipRoute } from '@crowdspark/shared/api-routes/memberships';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { membershipKeys } from '@/features/memberships/api/keys';
import { callRoute } from '@/lib/api-client';

export interface JoinMembershipInput {
  tierId: string;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/memberships: joins a tier, the first month paid from the wallet. */
export function joinMembership({ tierId, idempotencyKey }: JoinMembershipInput): Promise<Membership> {
  return callRoute(postMembershipRoute, { body: { tierId }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useJoinMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinMembership,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
