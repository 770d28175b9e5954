import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';

/**
 * The Subscription tab of /settings (?tab=subscription). Not a route of its own: settings.tsx
 * loads it lazily when the tab opens. A change refreshes the session user, whose
 * `hasSubscription` and `subscriptionDetails` follow the subscription. `&card=saved` is where the
 * payment provider's card page returns (decision 0038).
 */
export default function SubscriptionTab() {
  const { refresh } = useAuth();
  const [params] = useSearchParams();
  return <SubscriptionPanel onChanged={() => void refresh()} cardJustSaved={params.get('card') === 'saved'} />;
}
