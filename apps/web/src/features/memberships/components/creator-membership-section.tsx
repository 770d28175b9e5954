import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Membership, MembershipTier } from '@crowdspark/shared/contracts/memberships';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCreatorMembership } from '@/features/memberships/api/get-creator-membership';
import { useJoinMembership } from '@/features/memberships/api/join-membership';
import { useStartMembershipCheckout } from '@/features/memberships/api/start-membership-checkout';
import { formatMoney, newIdempotencyKey } from '@/lib/money';

interface CreatorMembershipSectionProps {
  username: string;
  displayName: string;
  /** The viewer's own profile: the tiers show, without Join. */
  isOwn: boolean;
  isAuthenticated: boolean;
  signInHref: string;
  membershipsHref: string;
  walletHref: string;
  /** The section's heading; without one it is "Membership" and the text says "Support … every month." */
  heading?: string;
  /** The viewer's live membership of this creator, when the page looks it up: said instead of Join. */
  membership?: Membership | null;
}

function TierCard({
  tier,
  canJoin,
  signInHref,
  joining,
  onJoin,
}: {
  tier: MembershipTier;
  canJoin: boolean | 'sign-in';
  signInHref: string;
  joining: boolean;
  onJoin: () => void;
}) {
  const price = formatMoney(tier.price, tier.currency);
  const full = tier.memberLimit !== null && tier.memberCount >= tier.memberLimit;
  return (
    <li className="grid gap-2 rounded-2xl border border-border p-4">
      <h3 className="font-semibold">{tier.title}</h3>
      <p className="text-lg font-semibold">{price} a month</p>
      {tier.description ? <p className="whitespace-pre-line text-sm text-muted-foreground">{tier.description}</p> : null}
      <p className="text-sm text-muted-foreground">
        {tier.memberCount} {tier.memberCount === 1 ? 'member' : 'members'}
        {tier.memberLimit !== null ? ` of ${tier.memberLimit}` : ''}
      </p>
      {full ? (
        <p className="text-sm font-medium">This tier is full.</p>
      ) : canJoin === 'sign-in' ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={signInHref}>Sign in to join {tier.title}</Link>
        </Button>
      ) : canJoin ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" disabled={joining} aria-label={`Join ${tier.title}`}>
              Join
            </Button>
          }
          title={`Join ${tier.title}?`}
          description={
            <>
              {price} is paid from your wallet now, and again every month until you cancel: from your wallet, or from your saved
              card when the wallet holds too little. Cancelling keeps the membership until the paid month ends; nothing is
              refunded.
            </>
          }
          confirmLabel={`Join for ${price} a month`}
          cancelLabel="Not now"
          onConfirm={onJoin}
        />
      ) : null}
    </li>
  );
}

/** A creator's membership on their profile: the monthly tiers and Join (from the wallet, or the first month by card). */
export function CreatorMembershipSection(props: CreatorMembershipSectionProps) {
  const membership = useCreatorMembership(props.username);
  const join = useJoinMembership();
  const checkout = useStartMembershipCheckout();
  const [key, setKey] = useState(newIdempotencyKey);
  const [joined, setJoined] = useState<Membership | null>(null);
  // The tier a wallet join was refused for (too little in the wallet): offered by card instead.
  const [shortFor, setShortFor] = useState<MembershipTier | null>(null);
  const headingId = useId();
  if (!membership.data?.enabled || membership.data.tiers.length === 0) return null;
  const member = joined ? null : props.membership;
  const canJoin = props.isOwn || member ? false : props.isAuthenticated ? true : ('sign-in' as const);
  const memberCount = membership.data.memberCount;
  const onJoin = (tier: MembershipTier) =>
    join.mutate(
      { tierId: tier.id, idempotencyKey: key },
      {
        onSuccess: (result) => setJoined(result),
        onError: (error) => setShortFor(/Top up/.test(error.message) ? tier : null),
        // A new action next time; a refused one may be retried after a top-up with a new key.
        onSettled: () => setKey(newIdempotencyKey()),
      },
    );
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {props.heading ?? 'Membership'}
      </h2>
      {props.heading === undefined || memberCount !== null ? (
        <p className="text-muted-foreground">
          {props.heading === undefined ? `Support ${props.displayName} every month.` : null}
          {/* Shown only when the creator chose to (Settings → Membership). */}
          {memberCount !== null ? ` ${memberCount.toLocaleString()} ${memberCount === 1 ? 'member' : 'members'}.` : null}
        </p>
      ) : null}
      {member ? (
        <p role="status">
          You’re a member ({member.tier.title}).{' '}
          <Link to={props.membershipsHref} className="text-link hover:underline">
            Manage it in Your memberships
          </Link>
        </p>
      ) : null}
      {joined ? (
        <Alert variant="success" role="status">
          <p>
            You are a member: {joined.tier.title}. <Link to={props.membershipsHref}>See your memberships</Link>
          </p>
          {joined.welcomeNote ? <p className="mt-2 whitespace-pre-line">{joined.welcomeNote}</p> : null}
        </Alert>
      ) : null}
      {join.error ? (
        <Alert variant="destructive" role="alert">
          {join.error.message} {shortFor ? <Link to={props.walletHref}>Go to your wallet</Link> : null}
        </Alert>
      ) : null}
      {shortFor && !joined ? (
        <div>
          <Button disabled={checkout.isPending} onClick={() => checkout.mutate({ tierId: shortFor.id, idempotencyKey: key })}>
            Pay the first month by card ({formatMoney(shortFor.price, shortFor.currency)})
          </Button>
          <p className="mt-1 text-sm text-muted-foreground">The card is saved for the renewals your wallet cannot pay.</p>
        </div>
      ) : null}
      {checkout.error ? (
        <Alert variant="destructive" role="alert">
          {checkout.error.message}
        </Alert>
      ) : null}
      <ul aria-label={`Membership tiers of ${props.displayName}`} className="grid gap-4 sm:grid-cols-2">
        {membership.data.tiers.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            canJoin={canJoin}
            signInHref={props.signInHref}
            joining={join.isPending}
            onJoin={() => onJoin(tier)}
          />
        ))}
      </ul>
    </section>
  );
}
