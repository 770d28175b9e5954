import { useId, useState } from 'react';
import { MEMBERSHIP_PAUSE_MONTHS } from '@crowdspark/shared/constants/memberships';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { usePauseMembership } from '@/features/memberships/api/pause-membership';
import { useResumeMembership } from '@/features/memberships/api/resume-membership';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A calendar month in UTC from `iso`, clamped to the month's last day, as the server counts months. */
function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const result = new Date(start);
  result.setUTCFullYear(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), lastDay));
  return result.toISOString();
}

/** What a pause from the end of the paid month does, in the words of the dialog and the list. */
export function pauseSentence(from: string, until: string): string {
  return `Paused from ${dateText(from)} until ${dateText(until)}; you keep access until ${dateText(from)}.`;
}

/**
 * "Pause" (choose 1, 2 or 3 months; it starts when the paid month ends, nothing is refunded) for an
 * active membership, and "Resume now" for one paused or about to pause (a begun pause is charged
 * the first month at once: the wallet, else the saved card).
 */
export function PauseMembership({ membership, creatorName }: { membership: Membership; creatorName: string }) {
  const [months, setMonths] = useState<1 | 2 | 3>(1);
  const pause = usePauseMembership();
  const resume = useResumeMembership();
  const groupName = useId();
  // When the list was shown: a Stripe-billed pause whose date has come is being charged by Stripe.
  const [shownAt] = useState(() => Date.now());
  if (membership.status === 'paused' || membership.pause) {
    const begun = membership.status === 'paused';
    // Stripe is already charging the month (resumed, or the resume date came): nothing to resume.
    if (begun && membership.billing === 'provider' && membership.pause && new Date(membership.pause.until).getTime() <= shownAt)
      return null;
    return (
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={resume.isPending}
          aria-label={`Resume membership of ${creatorName} now`}
          onClick={() =>
            resume.mutate(membership.id, {
              onSuccess: (resumed) =>
                toast({
                  title:
                    resumed.status === 'past_due'
                      ? 'Your card was declined: the renewal is due. Top up your wallet.'
                      : begun && membership.billing === 'provider'
                        ? `Membership of ${creatorName} resuming: Stripe is charging your card for the first month.`
                        : begun
                          ? `Membership of ${creatorName} resumed. The first month is paid.`
                          : `Pause called off: your membership of ${creatorName} renews as usual.`,
                  variant: resumed.status === 'past_due' ? 'destructive' : 'success',
                }),
              onError: (error) =>
                toast({ title: 'The membership could not be resumed', description: error.message, variant: 'destructive' }),
            })
          }
        >
          Resume now
        </Button>
      </div>
    );
  }
  if (membership.status !== 'active' || !membership.nextChargeAt) return null;
  const from = membership.currentPeriodEnd;
  return (
    <div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={pause.isPending} aria-label={`Pause membership of ${creatorName}`}>
            Pause
          </Button>
        }
        title={`Pause your membership of ${creatorName}?`}
        description={
          <div className="grid gap-3">
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-foreground">How long?</legend>
              {MEMBERSHIP_PAUSE_MONTHS.map((n) => (
                <label key={n} className="flex items-center gap-2">
                  <input type="radio" name={groupName} value={n} checked={months === n} onChange={() => setMonths(n)} />
                  {n === 1 ? '1 month' : `${n} months`}
                </label>
              ))}
            </fieldset>
            <p>{pauseSentence(from, addMonths(from, months))}</p>
            <p>
              Nothing is charged while paused and members-only posts are closed; it renews on the resume date
              {membership.billing === 'provider' ? ', charged by Stripe to your card' : ''}.
            </p>
          </div>
        }
        confirmLabel="Pause membership"
        cancelLabel="Keep it"
        onConfirm={() =>
          pause.mutate(
            { id: membership.id, months },
            {
              onSuccess: (paused) =>
                toast({
                  title: paused.pause ? pauseSentence(paused.pause.from, paused.pause.until) : 'Membership paused.',
                  variant: 'success',
                }),
              onError: (error) =>
                toast({ title: 'The membership could not be paused', description: error.message, variant: 'destructive' }),
            },
          )
        }
      />
    </div>
  );
}
