import { useAuth } from '@/features/auth/hooks/use-auth';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';

/**
 * The Subscription tab of /settings (?tab=subscription). Not a route of its own: settings.tsx
 * loads it lazily when the tab opens. A change refreshes the session user, whose
 * `hasSubscription` and `subscriptionDetails` follow the subscription.
 */
export default function SubscriptionTab() {
  const { refresh } = useAuth();
  return <SubscriptionPanel onChanged={() => void refresh()} />;
}
