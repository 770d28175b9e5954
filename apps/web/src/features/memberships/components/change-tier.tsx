import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Membership, MembershipUpgradeCharge } from '@crowdspark/shared/contracts/memberships';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useChangeTier } from '@/features/memberships/api/change-tier';
import { useCreatorMembership } from '@/features/memberships/api/get-creator-membership';
import { useUpgradeCharge } from '@/features/memberships/api/get-upgrade-charge';
import { membershipKeys } from '@/features/memberships/api/keys';
import { useTierChangePreview } from '@/features/memberships/api/preview-tier-change';
import { formatMoney, newIdempotencyKey } from '@/lib/money';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** What became of an upgrade charged to the saved card, once the provider answered. */
function CardChargeOutcome({ charge, money }: { charge: MembershipUpgradeCharge; money: (amount: number) => string }) {
  if (charge.status === 'pending')
    return (
      <p role="status" className="text-sm">
        Charging {money(charge.amount)} to {charge.card}… the tier changes once the card pays.
      </p>
    );
  if (charge.status === 'paid')
    return (
      <p role="status" className="text-sm">
        Upgraded: {money(charge.amount)} was charged to {charge.card}.
      </p>
    );
  return (
    <Alert variant="destructive" role="alert">
      {charge.status === 'declined'
        ? `${charge.card} was not charged: ${charge.message ?? 'the card was declined.'} Your tier is unchanged.`
        : (charge.message ?? 'The upgrade could no longer be made; the money is in your wallet.')}
    </Alert>
  );
}

/**
 * Moving a membership to another tier of the creator: choose one, read what it charges now (the
 * server's prorated preview) and what pays it (the wallet, else the saved card), then confirm. A
 * dearer tier applies now (by card: once the card pays, followed until the answer is known); a
 * cheaper one at the renewal.
 */
export function ChangeTier({ membership, creatorName }: { membership: Membership; creatorName: string }) {
  const tiers = useCreatorMembership(membership.creator.username ?? '');
  const [tierId, setTierId] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const preview = useTierChangePreview(membership.id, tierId);
  const change = useChangeTier();
  const [cardCharge, setCardCharge] = useState<MembershipUpgradeCharge | null>(null);
  const followed = useUpgradeCharge(membership.id, cardCharge?.status === 'pending' ? cardCharge.paymentId : null);
  const charge = followed.data?.charge ?? cardCharge;
  const queryClient = useQueryClient();
  const settled = followed.data && followed.data.charge.status !== 'pending';
  useEffect(() => {
    // The card's answer arrived while following it: the list shows the tier as it is now.
    if (settled) void queryClient.invalidateQueries({ queryKey: membershipKeys.mine() });
  }, [settled, queryClient]);
  const others = (tiers.data?.tiers ?? []).filter((t) => t.id !== membership.tier.id);
  if (others.length === 0 && !charge) return null;
  const selectId = `tier-change-${membership.id}`;
  const money = (amount: number) => formatMoney(amount, membership.currency);
  return (
    <div className="grid gap-2">
      <label htmlFor={selectId} className="text-sm font-medium">
        Change tier of {creatorName}
      </label>
      <Select id={selectId} value={tierId ?? ''} onChange={(e) => setTierId(e.target.value || null)}>
        <option value="">Choose a tier…</option>
        {others.map((t) => (
          <option key={t.id} value={t.id}>
            {t.title}: {money(t.price)} a month
          </option>
        ))}
      </Select>
      {preview.error ? (
        <Alert variant="destructive" role="alert">
          {preview.error.message}
        </Alert>
      ) : null}
      {preview.data ? (
        <p role="status" className="text-sm">
          {preview.data.kind === 'upgrade'
            ? `Upgrade now: ${money(preview.data.chargedNow)} for the ${preview.data.daysLeft} days left of this month, then ${money(preview.data.price)} a month. ${preview.data.payment?.label ?? ''}${preview.data.payment?.method === 'unavailable' ? '' : '.'}`
            : `Downgrade from your next renewal on ${dateText(preview.data.appliesAt)}: then ${money(preview.data.price)} a month. Nothing is charged or refunded now.`}
        </p>
      ) : null}
      {charge ? <CardChargeOutcome charge={charge} money={money} /> : null}
      {change.error ? (
        <Alert variant="destructive" role="alert">
          {change.error.message}
        </Alert>
      ) : null}
      {preview.data && tierId ? (
        <div>
          <Button
            size="sm"
            disabled={change.isPending}
            onClick={() => {
              setCardCharge(null);
              change.mutate(
                { id: membership.id, tierId, idempotencyKey: key },
                {
                  onSuccess: (result) => {
                    setCardCharge(result.cardCharge);
                    if (result.cardCharge?.status !== 'declined') setTierId(null);
                  },
                  onSettled: () => setKey(newIdempotencyKey()),
                },
              );
            }}
          >
            {change.isPending && preview.data.payment?.method === 'card'
              ? 'Charging your card…'
              : change.isPending && preview.data.payment?.method === 'provider'
                ? 'Stripe is charging your card…'
                : 'Confirm tier change'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
