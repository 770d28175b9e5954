import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { subscriptionKeys } from '@/features/subscriptions/api/keys';
import { postSubscriptionResumeRoute } from '@crowdspark/shared/api-routes/subscriptions';
import { callRoute } from '@/lib/api-client';

/** POST /api/subscription/resume: undoes a cancel before the period ends. */
export async function resumeSubscription(): Promise<SubscriptionOverview> {
  return callRoute(postSubscriptionResumeRoute, { body: {} });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (overview) => queryClient.setQueryData(subscriptionKeys.overview(), overview),
  });
}
