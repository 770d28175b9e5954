import { useState } from 'react';
import { Link } from 'react-router';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelMembership } from '@/features/memberships/api/cancel-membership';
import { useMyMemberships } from '@/features/memberships/api/get-my-memberships';
import { ChangeTier } from '@/features/memberships/components/change-tier';
import { PauseMembership, pauseSentence } from '@/features/memberships/components/pause-membership';
import { formatMoney } from '@/lib/money';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * Where the membership stands and who charges next: our renewal (the wallet, else the saved card),
 * or Stripe, which bills a membership joined by card with Stripe (a Stripe Subscription).
 */
function statusText(membership: Membership, now: number): string {
  const byStripe = membership.billing === 'provider';
  if (membership.status === 'canceled') return `Ended ${dateText(membership.currentPeriodEnd)}`;
  if (membership.status === 'past_due')
    return byStripe
      ? 'Payment due: Stripe could not charge your card and tries again over the next days.'
      : 'Payment due: neither your wallet nor a saved card paid the renewal. Top up your wallet; we try again each day.';
  if (membership.status === 'paused' && membership.pause)
    return byStripe && new Date(membership.pause.until).getTime() <= now
      ? 'Resuming: Stripe is charging your card for the month'
      : `Paused until ${dateText(membership.pause.until)}: nothing is charged and members-only posts are closed until then`;
  if (membership.pause) return pauseSentence(membership.pause.from, membership.pause.until).replace(/\.$/, '');
  if (!membership.nextChargeAt) return `Canceled: active until ${dateText(membership.currentPeriodEnd)}`;
  return byStripe
    ? `Next charge ${dateText(membership.nextChargeAt)}, charged by Stripe to your card`
    : `Next charge ${dateText(membership.nextChargeAt)} from your wallet (or your saved card when the wallet is short)`;
}

function MembershipRow({ membership, profileHref }: { membership: Membership; profileHref: (username: string) => string }) {
  const cancel = useCancelMembership();
  const creatorName = membership.creator.displayName ?? membership.creator.username ?? 'A creator';
  const price = formatMoney(membership.price, membership.currency);
  // When the list was shown: a Stripe-billed pause whose date has come is being charged by Stripe.
  const [shownAt] = useState(() => Date.now());
  const status = statusText(membership, shownAt);
  return (
    <li className="grid gap-2 rounded-2xl border border-border p-4" aria-label={`${creatorName}: ${membership.tier.title}`}>
      <h3 className="font-semibold">
        {membership.creator.username ? <Link to={profileHref(membership.creator.username)}>{creatorName}</Link> : creatorName} ·{' '}
        {membership.tier.title}
      </h3>
      <p className="text-sm">
        {price} a month · {status}
      </p>
      {membership.nextTier && membership.nextChargeAt ? (
        <p className="text-sm">
          Moves to {membership.nextTier.title} on {dateText(membership.nextChargeAt)}.
        </p>
      ) : null}
      {membership.status === 'active' && membership.nextChargeAt && !membership.pause ? (
        <ChangeTier membership={membership} creatorName={creatorName} />
      ) : null}
      <PauseMembership membership={membership} creatorName={creatorName} />
      {cancel.error ? (
        <Alert variant="destructive" role="alert">
          {cancel.error.message}
        </Alert>
      ) : null}
      {membership.nextChargeAt ? (
        <div>
          <ConfirmDialog
            trigger={
              <Button
                variant="secondary"
                size="sm"
                disabled={cancel.isPending}
                aria-label={`Cancel membership of ${creatorName}`}
              >
                Cancel
              </Button>
            }
            title={`Cancel your membership of ${creatorName}?`}
            description={
              membership.status === 'paused'
                ? 'It is paused, so it ends now. Nothing is charged or refunded.'
                : `It stays active until ${dateText(membership.currentPeriodEnd)} and is not renewed after. Nothing is refunded.`
            }
            confirmLabel="Cancel membership"
            cancelLabel="Keep it"
            destructive
            onConfirm={() => cancel.mutate(membership.id)}
          />
        </div>
      ) : null}
    </li>
  );
}

/** "Your memberships": every creator the signed-in person supports monthly, with Pause, Resume now and Cancel. */
export function MyMemberships({ profileHref }: { profileHref: (username: string) => string }) {
  const memberships = useMyMemberships();
  if (memberships.isPending) return <p role="status">Loading your memberships…</p>;
  if (memberships.error)
    return (
      <Alert variant="destructive" role="alert">
        {memberships.error.message}
      </Alert>
    );
  if (memberships.data.memberships.length === 0)
    return <p className="text-muted-foreground">You are not a member of any creator yet. Join from a creator’s profile.</p>;
  return (
    <ul aria-label="Your memberships" className="grid gap-4">
      {memberships.data.memberships.map((membership) => (
        <MembershipRow key={membership.id} membership={membership} profileHref={profileHref} />
      ))}
    </ul>
  );
}
