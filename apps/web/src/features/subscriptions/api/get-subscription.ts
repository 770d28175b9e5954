import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';

/** GET /api/subscription: the plans, the signed-in person's Pro subscription and invoices. */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionOverview> {
  const body = await apiClient.get<unknown>('/api/subscription', signal ? { signal } : {});
  return checkResponse(body, 'subscriptions', 'subscriptionOverviewSchema');
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.overview(), queryFn: ({ signal }) => getSubscription(signal) });
}

export function useSubscription(options: QueryHookOptions = {}) {
  return useQuery({ ...subscriptionQueryOptions(), ...options });
}
