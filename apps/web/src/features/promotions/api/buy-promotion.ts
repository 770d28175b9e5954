import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyPromotion, Promotion } from '@crowdspark/shared/contracts/promotions';
import { IDEMPOTENCY_KEY_HEADER } from '@crowdspark/shared/constants/money';
import { promotionsKeys } from '@/features/promotions/api/keys';
import { postPromotionsRoute } from '@crowdspark/shared/api-routes/promotions';
import { callRoute } from '@/lib/api-client';

export interface BuyPromotionInput extends BuyPromotion {
  /** One key per purchase attempt, the same on its retries. */
  idempotencyKey: string;
}

/** POST /api/promotions → the promotion bought (waiting for review). */
export async function buyPromotion({ idempotencyKey, ...body }: BuyPromotionInput): Promise<Promotion> {
  return callRoute(postPromotionsRoute, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** Buying moves wallet money too: the route refreshes the wallet (onSuccess of its own). */
export function useBuyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyPromotion,
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsKeys.overview() }),
  });
}
