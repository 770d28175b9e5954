import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/money';
import { useSubscription } from '@/features/subscriptions/api/get-subscription';
import { CurrentSubscription } from '@/features/subscriptions/components/current-subscription';
import { InvoiceList } from '@/features/subscriptions/components/invoice-list';
import { SubscribeForm } from '@/features/subscriptions/components/subscribe-form';

/**
 * Settings → Subscription: what Pro brings, the person's subscription or the form to start one,
 * and the invoices. `onChanged` lets the page refresh what else shows Pro (the session user).
 */
export function SubscriptionPanel({ onChanged }: { onChanged: () => void }) {
  const query = useSubscription();
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your subscription" className="grid gap-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <Alert variant="destructive" role="alert">
        Your subscription could not be loaded. {query.error.message}
      </Alert>
    );
  const overview = query.data;
  const monthly = overview.plans.find((p) => p.plan === 'pro-monthly');
  const ended = overview.subscription && !overview.hasSubscription;

  return (
    <section aria-labelledby="subscription-heading" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="subscription-heading" className="text-xl font-semibold">
          Crowdspark Pro
        </h2>
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          <li>
            A platform fee of {overview.proFeePercent}% instead of {overview.standardFeePercent}% on your campaigns that end while
            you have Pro.
          </li>
          {monthly ? <li>{formatMoney(monthly.promotionCredit, monthly.currency)} of promotion credit every month.</li> : null}
          <li>Advanced stats for your campaigns.</li>
        </ul>
      </div>
      {overview.hasSubscription ? (
        <CurrentSubscription overview={overview} onChanged={onChanged} />
      ) : (
        <>
          {ended ? (
            <p className="text-sm text-muted-foreground">Your Pro subscription has ended. Subscribe again any time.</p>
          ) : null}
          <SubscribeForm overview={overview} onSubscribed={onChanged} />
        </>
      )}
      <InvoiceList invoices={overview.invoices} />
    </section>
  );
}
