import { Plus, X } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { countryOptions } from '@/lib/countries';
import type { ShippingForm, ShippingRateForm } from '@/features/campaigns/lib/rewards-extras-form';

// Self-contained (no import from the editor's own chunk), so this step's extras load lazily.
let rowCounter = 0;
const newKey = () => {
  rowCounter += 1;
  return `new-extra-${rowCounter}`;
};
/** The editor's field ids (editor-fields.ts#fieldId), so server messages land on these inputs. */
const fieldId = (key: string) => `campaign-${key.replace(/\./g, '-')}`;

const emptyRate = (): ShippingRateForm => ({ key: newKey(), country: '', cost: '' });
const emptyShipping = (): ShippingForm => ({ rates: [emptyRate()], anywhere: false, restOfWorld: '' });

interface TierShippingFieldsProps {
  /** Error keys start with this (`tiers.0`). */
  prefix: string;
  rewardNumber: number;
  currency: string;
  shipping: ShippingForm | null;
  onChange: (shipping: ShippingForm | null) => void;
  err: (key: string) => string | undefined;
}

/** Whether a reward ships, to which countries at what cost, and optionally everywhere else. */
export function TierShippingFields({ prefix, rewardNumber, currency, shipping, onChange, err }: TierShippingFieldsProps) {
  const key = (field: string) => `${prefix}.shipping.${field}`;
  const shipsId = fieldId(`${prefix}.ships`);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <input
          id={shipsId}
          type="checkbox"
          className="size-4"
          checked={shipping !== null}
          onChange={(event) => onChange(event.target.checked ? emptyShipping() : null)}
        />
        <label htmlFor={shipsId} className="text-sm font-medium">
          Reward {rewardNumber} ships to backers (asks for an address)
        </label>
      </div>
      {err(`${prefix}.shipping`) ? (
        <p className="text-sm font-medium text-destructive dark:text-red-300">{err(`${prefix}.shipping`)}</p>
      ) : null}
      {shipping ? (
        <div className="grid gap-3 border-l-2 border-border pl-4">
          {shipping.rates.map((rate, index) => {
            const setRate = (patch: Partial<typeof rate>) =>
              onChange({ ...shipping, rates: shipping.rates.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
            return (
              <div key={rate.key} className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
                <FormField
                  id={fieldId(key(`rates.${index}.country`))}
                  label={`Reward ${rewardNumber} ships to`}
                  error={err(key(`rates.${index}.country`))}
                >
                  <Select value={rate.country} onChange={(event) => setRate({ country: event.target.value })}>
                    <option value="">Choose a country</option>
                    {countryOptions().map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField
                  id={fieldId(key(`rates.${index}.cost`))}
                  label={`Shipping cost (${currency})`}
                  error={err(key(`rates.${index}.cost`))}
                >
                  <Input inputMode="decimal" value={rate.cost} onChange={(event) => setRate({ cost: event.target.value })} />
                </FormField>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove country ${index + 1} of reward ${rewardNumber}`}
                  onClick={() => onChange({ ...shipping, rates: shipping.rates.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          {err(key('rates')) ? (
            <p className="text-sm font-medium text-destructive dark:text-red-300">{err(key('rates'))}</p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange({ ...shipping, rates: [...shipping.rates, emptyRate()] })}
            >
              <Plus aria-hidden="true" />
              Add a country
            </Button>
          </div>
          <div className="flex items-center gap-2">
            <input
              id={fieldId(`${prefix}.anywhere`)}
              type="checkbox"
              className="size-4"
              checked={shipping.anywhere}
              onChange={(event) => onChange({ ...shipping, anywhere: event.target.checked })}
            />
            <label htmlFor={fieldId(`${prefix}.anywhere`)} className="text-sm font-medium">
              Also ships to the rest of the world
            </label>
          </div>
          {shipping.anywhere ? (
            <FormField
              id={fieldId(key('restOfWorld'))}
              label={`Rest of the world shipping (${currency})`}
              error={err(key('restOfWorld'))}
            >
              <Input
                inputMode="decimal"
                value={shipping.restOfWorld}
                onChange={(event) => onChange({ ...shipping, restOfWorld: event.target.value })}
              />
            </FormField>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
