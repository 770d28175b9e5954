/** Rules of the back-this form, kept apart from the components so they are easy to test. */
import type { RewardTier } from '@crowdspark/shared/contracts/campaigns';
import { PLEDGE_LIMITS } from '@crowdspark/shared/constants/money';
import { formatMoney, parseMoneyInput } from '@/lib/money';

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** The typed amount against the chosen tier's minimum and the pledge limits. */
export function checkPledgeAmount(text: string, tier: RewardTier | null, currency: string): AmountCheck {
  if (!text.trim()) return { ok: false, message: 'Enter the amount you want to pledge.' };
  const amount = parseMoneyInput(text);
  if (amount === null) return { ok: false, message: 'Enter an amount such as 25 or 25.50.' };
  const minimum = Math.max(PLEDGE_LIMITS.min, tier?.minimumPledge ?? 0);
  if (amount < minimum)
    return {
      ok: false,
      message: tier
        ? `This reward needs a pledge of at least ${formatMoney(minimum, currency)}.`
        : `The smallest pledge is ${formatMoney(minimum, currency)}.`,
    };
  if (amount > PLEDGE_LIMITS.max)
    return { ok: false, message: `The largest pledge is ${formatMoney(PLEDGE_LIMITS.max, currency)}.` };
  return { ok: true, amount };
}

export function isSoldOut(tier: RewardTier): boolean {
  return tier.remaining !== null && tier.remaining <= 0;
}

/** What the wallet can cover: the part to top up is 0 when the balance is enough. */
export function missingAmount(balance: number, amount: number): number {
  return Math.max(0, amount - balance);
}

export function deliveryText(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  return new Date(Date.UTC(year, mon - 1, 1)).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
