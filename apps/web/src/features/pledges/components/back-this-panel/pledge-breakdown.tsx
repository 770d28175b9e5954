import type { PledgeBreakdown as Breakdown } from '@crowdspark/shared/constants/shipping';
import { countryName } from '@/lib/countries';
import { formatMoney } from '@/lib/money';

interface PledgeBreakdownProps {
  breakdown: Breakdown;
  currency: string;
  rewardTitle: string;
  shipTo: string | null;
  addOns: { title: string; quantity: number; unitPrice: number }[];
}

/** What the pledge charges, line by line, and the total that leaves the wallet. */
export function PledgeBreakdown({ breakdown, currency, rewardTitle, shipTo, addOns }: PledgeBreakdownProps) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-label="Pledge breakdown">
      <dt className="text-muted-foreground">Reward: {rewardTitle}</dt>
      <dd className="text-right font-medium" data-testid="breakdown-reward">
        {formatMoney(breakdown.reward, currency)}
      </dd>
      {shipTo ? (
        <>
          <dt className="text-muted-foreground">Shipping to {countryName(shipTo)}</dt>
          <dd className="text-right font-medium" data-testid="breakdown-shipping">
            {formatMoney(breakdown.shipping, currency)}
          </dd>
        </>
      ) : null}
      {addOns.map((line) => (
        <div key={line.title} className="contents">
          <dt className="text-muted-foreground">
            {line.quantity} × {line.title}
          </dt>
          <dd className="text-right font-medium">{formatMoney(line.quantity * line.unitPrice, currency)}</dd>
        </div>
      ))}
      <dt className="border-t border-border pt-1 font-semibold">Total</dt>
      <dd className="border-t border-border pt-1 text-right font-semibold" data-testid="breakdown-total">
        {formatMoney(breakdown.total, currency)}
      </dd>
    </dl>
  );
}
