import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { promotionsKeys } from '@/features/promotions/api/keys';
import { postPromotionsCancelRoute } from '@crowdspark/shared/api-routes/promotions';
import { callRoute } from '@/lib/api-client';

/** POST /api/promotions/:id/cancel → the canceled promotion (its unused whole days refunded). */
export async function cancelPromotion(id: string): Promise<Promotion> {
  return callRoute(postPromotionsCancelRoute, { params: { id } });
}

export function useCancelPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPromotion,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsKeys.overview() }),
  });
}
