import type { AddOn } from '@crowdspark/shared/contracts/shipping';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/money';
import { maxQuantity } from '@/features/pledges/lib/shipping-address';

interface AddOnPickerProps {
  addOns: AddOn[];
  currency: string;
  quantities: Record<string, string>;
  /** What the pledge being changed already holds (it stays available to it). */
  held: Record<string, number>;
  onChange: (addOnId: string, quantity: string) => void;
}

/** A quantity for each add-on (0 leaves it out); sold-out ones show as such. */
export function AddOnPicker({ addOns, currency, quantities, held, onChange }: AddOnPickerProps) {
  if (addOns.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">Add-ons</legend>
      {addOns.map((addOn) => {
        const max = maxQuantity(addOn, held[addOn.id] ?? 0);
        return (
          <FormField
            key={addOn.id}
            id={`add-on-${addOn.id}`}
            label={`${addOn.title} (${formatMoney(addOn.price, currency)} each)`}
            hint={
              <>
                {addOn.description ? <span className="block">{addOn.description}</span> : null}
                {max === 0 ? 'Sold out.' : addOn.remaining !== null ? `${addOn.remaining} left.` : null}
              </>
            }
          >
            <Input
              type="number"
              min={0}
              max={max}
              step={1}
              inputMode="numeric"
              className="w-28"
              disabled={max === 0}
              value={quantities[addOn.id] ?? '0'}
              onChange={(event) => onChange(addOn.id, event.target.value)}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}
