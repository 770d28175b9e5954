import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

/** The currency beside a wallet form's amount: one of the currencies that form may use. */
export function CurrencyField({
  id,
  value,
  currencies,
  onChange,
}: {
  id: string;
  value: string;
  currencies: readonly string[];
  onChange: (currency: string) => void;
}) {
  return (
    <div className="self-start">
      <FormField id={id} label="Currency">
        <Select name="currency" value={value} onChange={(event) => onChange(event.target.value)}>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
