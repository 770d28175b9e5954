import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { promotionsKeys } from '@/features/promotions/api/keys';

/** POST /api/promotions/:id/cancel → the canceled promotion (its unused whole days refunded). */
export async function cancelPromotion(id: string): Promise<Promotion> {
  const body = await apiClient.post<unknown>(`/api/promotions/${encodeURIComponent(id)}/cancel`);
  return checkResponse(body, 'promotions', 'promotionSchema');
}

export function useCancelPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPromotion,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promotionsKeys.overview() }),
  });
}
