import { useState, type FormEvent } from 'react';
import {
  SUBSCRIPTION_PLAN_LABELS,
  type SubscriptionPaymentMethod,
  type SubscriptionPlan,
} from '@crowdspark/shared/constants/subscriptions';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { leaveTo } from '@/lib/leave-to';
import { formatMoney, newIdempotencyKey } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useSubscribe } from '@/features/subscriptions/api/subscribe';

/** How later periods are paid (decision 0038), said before paying. */
function renewalTerms(cardBilling: SubscriptionOverview['cardBilling'], payWith: SubscriptionPaymentMethod): string {
  if (payWith === 'wallet') return 'Renewals are paid from your wallet (you can save a card for them later).';
  if (cardBilling === 'provider') return 'Stripe charges your card for each period.';
  return 'Renewals are paid from your wallet; your card is saved and charged when the wallet holds too little.';
}

const choiceClass =
  'flex cursor-pointer items-start gap-x-3 gap-y-1 rounded-xl border border-border bg-card p-4 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** Choose a plan and how to pay; the price is shown before paying (docs/product-rules.md#pro-subscription). */
export function SubscribeForm({ overview, onSubscribed }: { overview: SubscriptionOverview; onSubscribed: () => void }) {
  const [plan, setPlan] = useState<SubscriptionPlan>('pro-monthly');
  const [payWith, setPayWith] = useState<SubscriptionPaymentMethod>('checkout');
  // One key per attempt at this choice: a retry of the same attempt sends the same key.
  const [key, setKey] = useState(newIdempotencyKey);
  const subscribe = useSubscribe();
  const offer = overview.plans.find((p) => p.plan === plan) ?? overview.plans[0];
  if (!offer) return null;
  const price = formatMoney(offer.price, offer.currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(
      { request: { plan, payWith }, idempotencyKey: key },
      {
        onSuccess: (response) => {
          setKey(newIdempotencyKey());
          if (response.status === 'checkout') {
            leaveTo(response.checkoutUrl);
            return;
          }
          toast({ title: `You have ${SUBSCRIPTION_PLAN_LABELS[plan]}.`, variant: 'success' });
          onSubscribed();
        },
        onError: (error) => toast({ title: 'Not subscribed', description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium">Plan</legend>
        {overview.plans.map((item) => (
          <label key={item.plan} className={cn(choiceClass, 'grid grid-cols-[auto_1fr]')}>
            <input
              type="radio"
              name="plan"
              value={item.plan}
              checked={plan === item.plan}
              onChange={() => {
                setPlan(item.plan);
                setKey(newIdempotencyKey());
              }}
              className="mt-1"
            />
            <span className="font-medium">
              {SUBSCRIPTION_PLAN_LABELS[item.plan]}: {formatMoney(item.price, item.currency)} a {item.interval}
            </span>
            <span className="col-start-2 text-sm text-muted-foreground">
              Includes {formatMoney(item.promotionCredit, item.currency)} of promotion credit each {item.interval}.
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium">Pay with</legend>
        {(
          [
            ['checkout', 'Card (secure checkout)'],
            ['wallet', 'Wallet balance'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              name="payWith"
              value={value}
              checked={payWith === value}
              onChange={() => {
                setPayWith(value);
                setKey(newIdempotencyKey());
              }}
              className="mt-1"
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground">
        You pay {price} now and then every {offer.interval} until you cancel. {renewalTerms(overview.cardBilling, payWith)} Cancel
        any time: Pro stays on until the end of the period you paid for.
      </p>
      <Button type="submit" disabled={subscribe.isPending} className="justify-self-start">
        {subscribe.isPending ? 'Subscribing…' : `Subscribe for ${price}`}
      </Button>
    </form>
  );
}
