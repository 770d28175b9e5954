import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

/**
 * A signed amount: "+ $25.00" in green with an incoming arrow, "− $10.00" in the normal text
 * colour with an outgoing arrow. The sign and the arrow carry the meaning, colour only repeats it;
 * screen readers hear "Money in" or "Money out".
 */
export function AmountText({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  const incoming = amount > 0;
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        incoming ? 'text-green-700 dark:text-green-400' : 'text-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{incoming ? 'Money in: ' : 'Money out: '}</span>
      <span>
        {sign}
        {formatMoney(Math.abs(amount), currency)}
      </span>
    </span>
  );
}
