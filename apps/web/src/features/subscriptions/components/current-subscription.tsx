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

  return (
    <div className="grid gap-4">
      <p className="text-base font-medium" data-testid="subscription-status">
        {statusSentence(current)}
      </p>
      {current.status === 'past_due' && current.graceUntil ? (
        <Alert variant="destructive" role="alert">
          Your wallet could not pay the renewal. Top up your wallet before {dateOf(current.graceUntil)} and it goes through on its
          own; after that, Pro ends.
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
        {current.status === 'active' && !current.cancelAtPeriodEnd ? (
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
