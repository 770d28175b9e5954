import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { SkeletonStack } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { subscriptionQueryOptions } from '@/features/subscriptions/api/get-subscription';
import { CurrentSubscription } from '@/features/subscriptions/components/current-subscription';
import { InvoiceList } from '@/features/subscriptions/components/invoice-list';
import { SavedCard } from '@/features/subscriptions/components/saved-card';
import { SubscribeForm } from '@/features/subscriptions/components/subscribe-form';

/** While a saved card's confirmation (the provider's webhook) has not arrived: asked again this often, for this long. */
const CARD_POLL_MS = 2000;
const CARD_WAIT_MS = 30_000;

/**
 * Settings → Subscription: what Pro brings, the person's subscription or the form to start one,
 * the card for renewals, and the invoices. `onChanged` lets the page refresh what else shows Pro
 * (the session user). `cardJustSaved`: the person is back from the provider's page where they
 * saved a card; until its webhook has arrived, the panel asks again every two seconds.
 */
export function SubscriptionPanel({ onChanged, cardJustSaved = false }: { onChanged: () => void; cardJustSaved?: boolean }) {
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);
  useEffect(() => {
    if (!cardJustSaved) return;
    const timer = setTimeout(() => setGaveUpWaiting(true), CARD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [cardJustSaved]);
  const waitForCard = cardJustSaved && !gaveUpWaiting;
  const query = useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: (current) => (waitForCard && !current.state.data?.paymentMethod ? CARD_POLL_MS : false),
  });
  if (query.isPending)
    return (
      <SkeletonStack
        role="status"
        aria-label="Loading your subscription"
        className="grid gap-4"
        blocks={['h-8 w-48', 'h-40 w-full']}
      />
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
        <>
          <CurrentSubscription overview={overview} onChanged={onChanged} />
          <SavedCard overview={overview} waiting={waitForCard && !overview.paymentMethod} />
        </>
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
