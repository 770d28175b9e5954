/**
 * The address and add-on parts of the back-this form, kept apart from the components so they are
 * easy to test (docs/product-rules.md#shipping-and-add-ons). Zod-free: the campaign page's budget.
 */
import type { AddOn, ShippingAddressInput, TierShipping } from '@crowdspark/shared/contracts/shipping';
import { shippingCostTo } from '@crowdspark/shared/constants/shipping';
import { countryName, countryOptions } from '@/lib/countries';

export interface AddressForm {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  phone: '',
};

export function addressForm(stored: { [K in keyof AddressForm]: string | null } | null): AddressForm {
  if (!stored) return EMPTY_ADDRESS;
  return {
    name: stored.name ?? '',
    line1: stored.line1 ?? '',
    line2: stored.line2 ?? '',
    city: stored.city ?? '',
    region: stored.region ?? '',
    postalCode: stored.postalCode ?? '',
    country: stored.country ?? '',
    phone: stored.phone ?? '',
  };
}

/** The countries a reward ships to, listed ones first, then (when it ships anywhere) the rest. */
export function destinationsOf(shipping: TierShipping): { code: string; name: string }[] {
  const listed = new Set(shipping.rates.map((rate) => rate.country));
  const first = countryOptions().filter((country) => listed.has(country.code));
  return shipping.restOfWorld === null ? first : [...first, ...countryOptions().filter((country) => !listed.has(country.code))];
}

export type AddressErrors = Partial<Record<keyof AddressForm, string>>;

/** What the form checks before "Continue"; the server checks everything again. */
export function checkAddress(form: AddressForm, shipping: TierShipping): AddressErrors {
  const errors: AddressErrors = {};
  if (!form.name.trim()) errors.name = 'Enter the name of the person receiving the reward.';
  if (!form.line1.trim()) errors.line1 = 'Enter the street address.';
  if (!form.city.trim()) errors.city = 'Enter the city.';
  if (!form.country) errors.country = 'Choose the country to ship to.';
  else if (shippingCostTo(shipping, form.country) === null) errors.country = 'This reward does not ship to that country.';
  if (form.phone && !/^[0-9+()\-. ]*$/.test(form.phone)) errors.phone = 'Use digits, spaces and + ( ) - . in the phone number.';
  return errors;
}

export function addressInput(form: AddressForm): ShippingAddressInput {
  return {
    name: form.name.trim(),
    line1: form.line1.trim(),
    line2: form.line2.trim() || null,
    city: form.city.trim(),
    region: form.region.trim() || null,
    postalCode: form.postalCode.trim() || null,
    country: form.country,
    phone: form.phone.trim() || null,
  };
}

/** The add-ons chosen (quantity ≥ 1) with the price each is charged at now. */
export function chosenAddOns(addOns: readonly AddOn[], quantities: Record<string, string>) {
  return addOns.flatMap((addOn) => {
    const quantity = Number(quantities[addOn.id] ?? '0');
    return Number.isInteger(quantity) && quantity > 0
      ? [{ addOnId: addOn.id, quantity, unitPrice: addOn.price, title: addOn.title }]
      : [];
  });
}

/** The most of an add-on one pledge can take: what is left (plus what this pledge holds), at most 99. */
export function maxQuantity(addOn: AddOn, held: number): number {
  return Math.min(99, addOn.remaining === null ? 99 : addOn.remaining + held);
}

/** "Ships to Canada, United States and the rest of the world", or "Nothing to ship". */
export function shipsText(shipping: TierShipping | null): string {
  if (!shipping) return 'Nothing to ship';
  const names = shipping.rates.map((rate) => countryName(rate.country)).sort((a, b) => a.localeCompare(b));
  if (shipping.restOfWorld !== null)
    return names.length ? `Ships to ${names.join(', ')} and the rest of the world` : 'Ships worldwide';
  return `Ships to ${names.join(', ')} only`;
}
