import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { adminKeys } from '@/features/admin/api/keys';
import { getAdminPromotionsRoute } from '@crowdspark/shared/api-routes/promotions';
import { callRoute } from '@/lib/api-client';

/** GET /api/admin/promotions?status=: the promotions review queue (the promotions module's admin list). */
export async function listPromotions(status: string, signal?: AbortSignal): Promise<Promotion[]> {
  const list = await callRoute(getAdminPromotionsRoute, { query: { status: status || undefined }, signal });
  return list.items;
}

export function promotionsQueryOptions(status: string) {
  return queryOptions({ queryKey: adminKeys.promotions(status), queryFn: ({ signal }) => listPromotions(status, signal) });
}

export function useAdminPromotions(status: string) {
  return useQuery(promotionsQueryOptions(status));
}
