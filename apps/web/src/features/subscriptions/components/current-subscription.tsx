import { useState } from 'react';
import { SUBSCRIPTION_PLAN_LABELS } from '@crowdspark/shared/constants/subscriptions';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatMoney, newIdempotencyKey } from '@/lib/money';
import { useCancelSubscription } from '@/features/subscriptions/api/cancel-subscription';
import { useChangePlan } from '@/features/subscriptions/api/change-plan';
import { useResumeSubscription } from '@/features/subscriptions/api/resume-subscription';
import { cardLabel } from '@/features/subscriptions/lib/card';

type Current = NonNullable<SubscriptionOverview['subscription']>;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

function statusSentence(current: Current): string {
  const plan = SUBSCRIPTION_PLAN_LABELS[current.plan];
  const end = dateOf(current.currentPeriodEnd);
  if (current.cancelAtPeriodEnd) return `${plan} is canceled: Pro stays on until ${end}, then ends.`;
  if (current.status === 'past_due') return `${plan}: the renewal due on ${end} is not paid yet.`;
  if (current.nextPlan)
    return `${plan}, active until ${end}; then it continues as ${SUBSCRIPTION_PLAN_LABELS[current.nextPlan]}.`;
  return `${plan} is active. It renews on ${end}.`;
}

/** How the next renewal is paid (decision 0038), or null when none is coming. */
function renewalSentence(overview: SubscriptionOverview, current: Current): string | null {
  if (current.cancelAtPeriodEnd) return null;
  const card = overview.paymentMethod;
  if (current.billing === 'provider')
    return card ? `Stripe charges your ${cardLabel(card)} for each period.` : 'Stripe has no card to charge: save one below.';
  return card
    ? `Renewals are paid from your wallet, or from your ${cardLabel(card)} when the wallet holds too little.`
    : 'Renewals are paid from your wallet.';
}

/** What to do about an unpaid renewal, by who bills it and whether a card is saved. */
function pastDueSentence(overview: SubscriptionOverview, current: Current, until: string): string {
  const card = overview.paymentMethod;
  if (current.billing === 'provider')
    return `Stripe could not charge your card for the renewal. Save another card before ${until} so it goes through; after that, Pro ends.`;
  if (card)
    return `Neither your wallet nor your ${cardLabel(card)} could pay the renewal. Top up your wallet or save another card before ${until} and it goes through on its own; after that, Pro ends.`;
  return `Your wallet could not pay the renewal. Top up your wallet or save a card before ${until} and it goes through on its own; after that, Pro ends.`;
}

/** The person's Pro: status, cancel or resume, plan switch (docs/decisions/0033-subscriptions.md). */
export function CurrentSubscription({ overview, onChanged }: { overview: SubscriptionOverview; onChanged: () => void }) {
  const current = overview.subscription;
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const change = useChangePlan();
  const [key, setKey] = useState(newIdempotencyKey);
  if (!current) return null;
  const fail = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
  const done = (title: string) => () => {
    toast({ title, variant: 'success' });
    onChanged();
  };
  const other = current.plan === 'pro-monthly' ? 'pro-yearly' : 'pro-monthly';
  const yearly = overview.plans.find((p) => p.plan === 'pro-yearly');
  const renewal = renewalSentence(overview, current);
  // A Stripe-billed Pro changes plan by canceling and subscribing again (decision 0038).
  const canChangePlan = current.status === 'active' && !current.cancelAtPeriodEnd && current.billing === 'platform';

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-base font-medium" data-testid="subscription-status">
          {statusSentence(current)}
        </p>
        {renewal ? <p className="text-sm text-muted-foreground">{renewal}</p> : null}
      </div>
      {current.status === 'past_due' && current.graceUntil ? (
        <Alert variant="destructive" role="alert">
          {pastDueSentence(overview, current, dateOf(current.graceUntil))}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {current.cancelAtPeriodEnd ? (
          <Button
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, { onSuccess: done('Pro will renew as before.'), onError: fail('Not resumed') })
            }
          >
            Resume Pro
          </Button>
        ) : (
          <ConfirmDialog
            trigger={<Button variant="secondary">Cancel Pro</Button>}
            title="Cancel Pro?"
            description={`Pro stays on until ${dateOf(current.currentPeriodEnd)}; nothing more is charged. You can resume before then.`}
            confirmLabel="Cancel at period end"
            cancelLabel="Keep Pro"
            destructive
            onConfirm={() =>
              cancel.mutate(undefined, {
                onSuccess: done(`Pro ends on ${dateOf(current.currentPeriodEnd)}.`),
                onError: fail('Not canceled'),
              })
            }
          />
        )}
        {canChangePlan ? (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { request: { plan: current.nextPlan ? current.plan : other }, idempotencyKey: key },
                {
                  onSuccess: () => {
                    setKey(newIdempotencyKey());
                    done('Your plan is updated.')();
                  },
                  onError: fail('Plan not changed'),
                },
              )
            }
          >
            {current.nextPlan
              ? `Keep ${SUBSCRIPTION_PLAN_LABELS[current.plan]}`
              : other === 'pro-yearly'
                ? `Switch to Pro yearly now${yearly ? ` (${formatMoney(yearly.price, yearly.currency)}, less unused time)` : ''}`
                : 'Switch to Pro monthly at renewal'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
