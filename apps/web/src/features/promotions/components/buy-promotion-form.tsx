import { useState, type FormEvent } from 'react';
import { PROMOTION_MAX_DAYS, PROMOTION_MIN_DAYS, type PromotionPaymentSource } from '@crowdspark/shared/constants/promotions';
import type { PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { formatMoney, newIdempotencyKey } from '@/lib/money';
import { useBuyPromotion } from '@/features/promotions/api/buy-promotion';

/** The days a promotion may have: the whole days left before the campaign ends, within the limits. */
function daysHint(maxDays: number): string {
  if (maxDays < PROMOTION_MIN_DAYS) return 'This campaign ends in less than a day: it can no longer be promoted.';
  const ending = maxDays < PROMOTION_MAX_DAYS ? ' (the days left before the campaign ends)' : '';
  return `From ${PROMOTION_MIN_DAYS} to ${maxDays} days${ending}, from the admin's approval.`;
}

function validDays(text: string, maxDays: number): number | null {
  const days = Number(text);
  return Number.isInteger(days) && days >= PROMOTION_MIN_DAYS && days <= maxDays ? days : null;
}

/**
 * Promote a live campaign: campaign, days and what pays; the total (days × the daily price) is
 * shown before paying (docs/product-rules.md#promotions). `onBought` lets the route refresh the wallet.
 */
export function BuyPromotionForm({ overview, onBought }: { overview: PromotionsOverview; onBought: () => void }) {
  const { campaigns, dailyPrice, currency, walletBalance, promotionCredit } = overview;
  const [campaignId, setCampaignId] = useState(campaigns[0]?.id ?? '');
  const [daysText, setDaysText] = useState('3');
  const [payWith, setPayWith] = useState<PromotionPaymentSource>('wallet');
  // One key per purchase attempt: a retry of the same attempt sends the same key.
  const [key, setKey] = useState(newIdempotencyKey);
  const buy = useBuyPromotion();
  const maxDays = Math.min(PROMOTION_MAX_DAYS, campaigns.find((c) => c.id === campaignId)?.maxDays ?? PROMOTION_MAX_DAYS);
  const days = validDays(daysText, maxDays);
  const hint = daysHint(maxDays);
  const total = (days ?? 0) * dailyPrice;
  const available = payWith === 'wallet' ? walletBalance : promotionCredit;
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setKey(newIdempotencyKey());
    };

  if (campaigns.length === 0)
    return <p className="text-sm text-muted-foreground">Launch a campaign first: only live campaigns can be promoted.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (days === null || !campaignId) return;
    buy.mutate(
      { campaignId, days, payWith, idempotencyKey: key },
      {
        onSuccess: () => {
          setKey(newIdempotencyKey());
          onBought();
          toast({ title: `Promotion bought for ${formatMoney(total, currency)}: it starts once approved.`, variant: 'success' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:max-w-md" noValidate>
      <FormField id="promotion-campaign" label="Campaign">
        <Select value={campaignId} onChange={(e) => change(setCampaignId)(e.currentTarget.value)}>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.title ?? 'Untitled campaign'}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="promotion-days" label="Days" hint={hint} error={days === null ? hint : undefined}>
        <Input
          type="number"
          inputMode="numeric"
          min={PROMOTION_MIN_DAYS}
          max={maxDays}
          value={daysText}
          onChange={(e) => change(setDaysText)(e.currentTarget.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Pay with</legend>
        {(
          [
            ['wallet', `Wallet (${formatMoney(walletBalance, currency)} available)`],
            ['credit', `Promotion credit (${formatMoney(promotionCredit, currency)} available)`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-sm sm:min-h-0">
            <input
              type="radio"
              name="promotion-pay-with"
              value={value}
              checked={payWith === value}
              onChange={() => change(setPayWith)(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p className="rounded-xl bg-muted p-3 text-sm" aria-live="polite">
        Total: <strong className="tabular-nums">{formatMoney(total, currency)}</strong> ({days ?? 0} ×{' '}
        {formatMoney(dailyPrice, currency)} a day)
        {days !== null && total > available ? (
          <span className="mt-1 block text-destructive dark:text-red-300">
            {payWith === 'wallet' ? 'Your wallet balance is too low for this.' : 'Your promotion credit is too low for this.'}
          </span>
        ) : null}
      </p>
      {buy.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {buy.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={buy.isPending || days === null || total > available}>
        {buy.isPending ? 'Paying…' : `Pay ${formatMoney(total, currency)}`}
      </Button>
    </form>
  );
}
