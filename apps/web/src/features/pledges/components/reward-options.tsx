import type { RewardTier } from '@crowdspark/shared/contracts/campaigns';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { deliveryText, isSoldOut } from '@/features/pledges/lib/pledge-amount';
import { shipsText } from '@/features/pledges/lib/shipping-address';

function TierDetails({ tier, currency }: { tier: RewardTier; currency: string }) {
  const soldOut = isSoldOut(tier);
  return (
    <>
      <span className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{tier.title}</span>
        <span className="text-sm font-semibold">{formatMoney(tier.minimumPledge, currency)} or more</span>
      </span>
      <span className="mt-1 block text-sm whitespace-pre-line text-muted-foreground">{tier.description}</span>
      <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>Estimated delivery {deliveryText(tier.estimatedDelivery)}</span>
        <span>{shipsText(tier.shipping)}</span>
        {soldOut ? (
          <span className="font-semibold text-destructive dark:text-red-300">Sold out</span>
        ) : tier.remaining !== null ? (
          <span>
            {tier.remaining} of {tier.quantity} left
          </span>
        ) : null}
      </span>
    </>
  );
}

/** The rewards as a read-only list (signed out, owner, ended campaigns). */
export function RewardList({ tiers, currency }: { tiers: RewardTier[]; currency: string }) {
  if (tiers.length === 0)
    return <p className="text-sm text-muted-foreground">This campaign offers no rewards; pledges support it as they are.</p>;
  return (
    <ul className="grid gap-3">
      {tiers.map((tier) => (
        <li key={tier.id} className={cn('rounded-xl border border-border p-4', isSoldOut(tier) && 'opacity-70')}>
          <TierDetails tier={tier} currency={currency} />
        </li>
      ))}
    </ul>
  );
}

interface RewardChoiceProps {
  tiers: RewardTier[];
  currency: string;
  /** The chosen tier id, or '' for no reward. */
  value: string;
  onChange: (tierId: string) => void;
  /** The tier the backer already holds stays choosable even when sold out. */
  keepTierId?: string | null;
}

/** Native radio buttons (arrow keys move between them), sold-out tiers disabled. */
export function RewardChoice({ tiers, currency, value, onChange, keepTierId = null }: RewardChoiceProps) {
  const option =
    'flex cursor-pointer gap-3 rounded-xl border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">Choose a reward</legend>
      <label className={option} htmlFor="reward-none">
        <input
          id="reward-none"
          type="radio"
          name="reward"
          value=""
          checked={value === ''}
          onChange={() => onChange('')}
          className="mt-1 size-4 accent-primary"
        />
        <span className="grid font-semibold">
          No reward
          <span className="text-sm font-normal text-muted-foreground">Back it because you believe in it.</span>
        </span>
      </label>
      {tiers.map((tier) => {
        const disabled = isSoldOut(tier) && tier.id !== keepTierId;
        return (
          <label key={tier.id} className={option} htmlFor={`reward-${tier.id}`}>
            <input
              id={`reward-${tier.id}`}
              type="radio"
              name="reward"
              value={tier.id}
              checked={value === tier.id}
              disabled={disabled}
              onChange={() => onChange(tier.id)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="block min-w-0 flex-1">
              <TierDetails tier={tier} currency={currency} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
