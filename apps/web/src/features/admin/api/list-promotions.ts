import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

/** GET /api/admin/promotions?status=: the promotions review queue (the promotions module's admin list). */
export async function listPromotions(status: string, signal?: AbortSignal): Promise<Promotion[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const body = await apiClient.get<unknown>(`/api/admin/promotions${query}`, signal ? { signal } : {});
  return checkResponse(body, 'promotions', 'promotionListSchema').items;
}

export function promotionsQueryOptions(status: string) {
  return queryOptions({ queryKey: adminKeys.promotions(status), queryFn: ({ signal }) => listPromotions(status, signal) });
}

export function useAdminPromotions(status: string) {
  return useQuery(promotionsQueryOptions(status));
}
