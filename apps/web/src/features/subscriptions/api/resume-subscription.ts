import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';

/** POST /api/subscription/resume: undoes a cancel before the period ends. */
export async function resumeSubscription(): Promise<SubscriptionOverview> {
  const body = await apiClient.post<unknown>('/api/subscription/resume', {});
  return checkResponse(body, 'subscriptions', 'subscriptionOverviewSchema');
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
