import { useId } from 'react';
import type { AddOn } from '@crowdspark/shared/contracts/shipping';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

interface AddOnListProps {
  addOns: AddOn[];
  currency: string;
  /** One sentence under the heading: how add-ons are chosen from where the reader is. */
  note: string;
}

/**
 * The campaign's add-ons as a read-only list (name, price, description, what is left), so anyone
 * can see them before signing in or choosing a reward; the pledge form's picker is where they are
 * chosen (docs/product-rules.md#shipping-and-add-ons).
 */
export function AddOnList({ addOns, currency, note }: AddOnListProps) {
  const headingId = useId();
  if (addOns.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          Add-ons
        </h3>
        <p className="text-sm text-muted-foreground">{note}</p>
      </div>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {addOns.map((addOn) => {
          const soldOut = addOn.remaining === 0;
          return (
            <li key={addOn.id} className={cn('rounded-xl border border-border p-3', soldOut && 'opacity-70')}>
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{addOn.title}</span>
                <span className="text-sm font-semibold">+{formatMoney(addOn.price, currency)}</span>
              </span>
              {addOn.description ? (
                <span className="mt-1 block text-sm whitespace-pre-line text-muted-foreground">{addOn.description}</span>
              ) : null}
              {soldOut ? (
                <span className="mt-1 block text-xs font-semibold text-destructive dark:text-red-300">Sold out</span>
              ) : addOn.remaining !== null ? (
                <span className="mt-1 block text-xs text-muted-foreground">{addOn.remaining} left</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
