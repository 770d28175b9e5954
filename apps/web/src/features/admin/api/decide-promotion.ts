import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { adminKeys } from '@/features/admin/api/keys';
import { postAdminPromotionsApproveRoute, postAdminPromotionsRejectRoute } from '@crowdspark/shared/api-routes/promotions';
import { callRoute } from '@/lib/api-client';

/** Approve (no reason needed) or reject (a reason the creator is shown is required). */
export type DecidePromotionInput =
  { promotionId: string; approve: true } | { promotionId: string; approve: false; reason: string };

/**
 * POST /api/admin/promotions/:id/approve|reject (decision 0031): approval starts the promotion
 * (its days run from now); a rejection refunds the creator in full.
 */
export async function decidePromotion(input: DecidePromotionInput): Promise<Promotion> {
  const params = { id: input.promotionId };
  return input.approve
    ? callRoute(postAdminPromotionsApproveRoute, { params, body: {} })
    : callRoute(postAdminPromotionsRejectRoute, { params, body: { reason: input.reason } });
}

export function useDecidePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePromotion,
    // The queue, the overview and the campaign's money trail may all change: refresh the portal.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
