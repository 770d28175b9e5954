import { useState } from 'react';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useChangeTier } from '@/features/memberships/api/change-tier';
import { useCreatorMembership } from '@/features/memberships/api/get-creator-membership';
import { useTierChangePreview } from '@/features/memberships/api/preview-tier-change';
import { formatMoney, newIdempotencyKey } from '@/lib/money';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * Moving a membership to another tier of the creator: choose one, read what it charges now (the
 * server's prorated preview), then confirm. A dearer tier applies now; a cheaper one at the renewal.
 */
export function ChangeTier({ membership, creatorName }: { membership: Membership; creatorName: string }) {
  const tiers = useCreatorMembership(membership.creator.username ?? '');
  const [tierId, setTierId] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const preview = useTierChangePreview(membership.id, tierId);
  const change = useChangeTier();
  const others = (tiers.data?.tiers ?? []).filter((t) => t.id !== membership.tier.id);
  if (others.length === 0) return null;
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
            ? `Upgrade now: ${money(preview.data.chargedNow)} from your wallet for the ${preview.data.daysLeft} days left of this month, then ${money(preview.data.price)} a month.`
            : `Downgrade from your next renewal on ${dateText(preview.data.appliesAt)}: then ${money(preview.data.price)} a month. Nothing is charged or refunded now.`}
        </p>
      ) : null}
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
            onClick={() =>
              change.mutate(
                { id: membership.id, tierId, idempotencyKey: key },
                {
                  onSuccess: () => setTierId(null),
                  onSettled: () => setKey(newIdempotencyKey()),
                },
              )
            }
          >
            Confirm tier change
          </Button>
        </div>
      ) : null}
    </div>
  );
}
