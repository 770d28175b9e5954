import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardsSummary } from '@crowdspark/shared/contracts/rewards';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { rewardsKeys } from '@/features/rewards/api/keys';
import { postRewardsRedemptionsRoute } from '@crowdspark/shared/api-routes/rewards';
import { callRoute } from '@/lib/api-client';

export interface RedeemPointsInput {
  points: number;
  /** One key per user action, the same on retries of that action. */
  idempotencyKey: string;
}

/** POST /api/rewards/redemptions → the summary after turning points into promotion credit. */
export async function redeemPoints({ points, idempotencyKey }: RedeemPointsInput): Promise<RewardsSummary> {
  return callRoute(postRewardsRedemptionsRoute, { body: { points }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPoints,
    onSuccess: (summary) => {
      queryClient.setQueryData(rewardsKeys.summary(), summary);
      void queryClient.invalidateQueries({ queryKey: rewardsKeys.entries() });
    },
  });
}
