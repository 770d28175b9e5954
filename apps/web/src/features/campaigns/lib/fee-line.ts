import type { FundingModel } from '@crowdspark/shared/contracts/campaigns';
import { platformFee } from '@crowdspark/shared/constants/money';
import { formatMoney } from '@/lib/money';

/**
 * The editor's platform-fee sentence. When the fee is taken depends on the funding model:
 * all-or-nothing pays out (and charges the fee) only when the goal is reached; keep-it-all pays
 * out whatever the total, so its fee is always taken at the end.
 */
export function feeLine(model: FundingModel | '', percent: number, goal: number | null, currency: string): string {
  const when =
    model === 'keep_it_all'
      ? `Crowdspark keeps ${percent}% of what you raise, taken when the campaign ends, whatever the total.`
      : model === 'all_or_nothing'
        ? `Crowdspark keeps ${percent}% of what you raise, only if you reach your goal; miss it and nothing is charged.`
        : `Crowdspark keeps ${percent}% of what you raise. Choose a funding model to see when it is taken.`;
  if (goal === null || goal <= 0) return when;
  const fee = platformFee(goal, percent);
  const example =
    model === 'keep_it_all'
      ? `If you raise ${formatMoney(goal, currency)}, the fee is ${formatMoney(fee, currency)} and you receive ${formatMoney(goal - fee, currency)}.`
      : `On a ${formatMoney(goal, currency)} goal that is ${formatMoney(fee, currency)}; you would receive ${formatMoney(goal - fee, currency)}.`;
  return `${when} ${example}`;
}
