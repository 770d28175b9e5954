import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';
import { getSubscriptionRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

/** GET /api/subscription: the plans, the signed-in person's Pro subscription and invoices. */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionOverview> {
  return callRoute(getSubscriptionRoute, { signal });
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.overview(), queryFn: ({ signal }) => getSubscription(signal) });
}

export function useSubscription(options: QueryHookOptions = {}) {
  return useQuery({ ...subscriptionQueryOptions(), ...options });
}
