import type { TierShipping } from '@crowdspark/shared/contracts/shipping';
import { shippingCostTo } from '@crowdspark/shared/constants/shipping';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/money';
import { destinationsOf } from '@/features/pledges/lib/shipping-address';
import type { AddressErrors, AddressForm } from '@/features/pledges/lib/shipping-address';

interface ShippingAddressFieldsProps {
  shipping: TierShipping;
  currency: string;
  address: AddressForm;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressForm>) => void;
  /** Changing the address of an existing pledge keeps its country (another one is a pledge change). */
  lockedCountry?: string | undefined;
}

const TEXT_FIELDS: { field: Exclude<keyof AddressForm, 'country'>; label: string; autoComplete: string }[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'line1', label: 'Address', autoComplete: 'address-line1' },
  { field: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'region', label: 'State, province or region (optional)', autoComplete: 'address-level1' },
  { field: 'postalCode', label: 'Postal code (optional)', autoComplete: 'postal-code' },
  { field: 'phone', label: 'Phone (optional)', autoComplete: 'tel' },
];

/** Where the reward goes: the country (only those the reward ships to, with their cost) and the address. */
export function ShippingAddressFields({
  shipping,
  currency,
  address,
  errors,
  onChange,
  lockedCountry,
}: ShippingAddressFieldsProps) {
  const destinations = destinationsOf(shipping).filter((country) => !lockedCountry || country.code === lockedCountry);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-semibold">Shipping address</legend>
      <FormField
        id="shipping-country"
        label="Ship to country"
        hint="The reward ships only to the countries listed."
        error={errors.country}
      >
        <Select
          value={address.country}
          autoComplete="country"
          disabled={Boolean(lockedCountry)}
          onChange={(event) => onChange({ country: event.target.value })}
        >
          <option value="">Choose a country</option>
          {destinations.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} · shipping {formatMoney(shippingCostTo(shipping, country.code) ?? 0, currency)}
            </option>
          ))}
        </Select>
      </FormField>
      {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
        <FormField key={field} id={`shipping-${field}`} label={label} error={errors[field]}>
          <Input
            autoComplete={autoComplete}
            value={address[field]}
            inputMode={field === 'phone' ? 'tel' : undefined}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
