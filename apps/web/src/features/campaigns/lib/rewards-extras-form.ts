/**
 * Shipping and add-ons in the campaign editor (docs/product-rules.md#shipping-and-add-ons): what
 * the creator types (strings) and how it becomes the draft input, checked with the shared schemas
 * like the rest of the editor (editor-form.ts).
 */
import type { AddOn, AddOnInput, TierShipping } from '@crowdspark/shared/contracts/shipping';
import { addOnInputSchema } from '@crowdspark/shared/contracts/shipping';
import { parseMoneyInput, toMoneyInput } from '@/lib/money';

export interface ShippingRateForm {
  key: string;
  country: string;
  cost: string;
}

/** A tier that ships: costs per country, and the rest of the world when `anywhere`. */
export interface ShippingForm {
  rates: ShippingRateForm[];
  anywhere: boolean;
  restOfWorld: string;
}

export interface AddOnForm {
  key: string;
  id?: string | undefined;
  title: string;
  description: string;
  price: string;
  quantity: string;
}

let counter = 0;
const rowKey = () => {
  counter += 1;
  return `extra-${counter}`;
};

export function shippingForm(shipping: TierShipping | null): ShippingForm | null {
  if (!shipping) return null;
  return {
    rates: shipping.rates.map((rate) => ({ key: rowKey(), country: rate.country, cost: toMoneyInput(rate.cost) })),
    anywhere: shipping.restOfWorld !== null,
    restOfWorld: shipping.restOfWorld === null ? '' : toMoneyInput(shipping.restOfWorld),
  };
}

export function addOnForms(addOns: readonly AddOn[]): AddOnForm[] {
  return addOns.map((addOn) => ({
    key: rowKey(),
    id: addOn.id,
    title: addOn.title,
    description: addOn.description,
    price: toMoneyInput(addOn.price),
    quantity: addOn.quantity === null ? '' : String(addOn.quantity),
  }));
}

/** Money typed as "5" or "5.00"; what cannot be read is NaN so the schema reports it. */
const money = (text: string): number => (text.trim() ? (parseMoneyInput(text) ?? Number.NaN) : Number.NaN);

/** Shipping as typed, before the schema checks the countries. */
export interface ShippingDraft {
  rates: { country: string; cost: number }[];
  restOfWorld: number | null;
}

/** The input the schema checks (the tier schema reports per-field messages under `shipping.…`). */
export function shippingInput(form: ShippingForm | null): ShippingDraft | null {
  if (!form) return null;
  return {
    rates: form.rates
      .filter((rate) => rate.country || rate.cost.trim())
      .map((rate) => ({ country: rate.country, cost: money(rate.cost) })),
    restOfWorld: form.anywhere ? money(form.restOfWorld) : null,
  };
}

export function addOnInput(form: AddOnForm): unknown {
  const quantity = form.quantity.trim();
  return {
    ...(form.id ? { id: form.id } : {}),
    title: form.title,
    description: form.description,
    price: money(form.price),
    quantity: quantity ? (/^\d+$/.test(quantity) ? Number(quantity) : Number.NaN) : null,
  };
}

/** The add-on rows as the API takes them, or undefined (with messages) while one is invalid. */
export function buildAddOns(forms: readonly AddOnForm[], errors: Record<string, string>): AddOnInput[] | undefined {
  const built = forms.map((form, index) => {
    const result = addOnInputSchema.safeParse(addOnInput(form));
    if (result.success) return result.data;
    for (const issue of result.error.issues) errors[`addOns.${index}.${String(issue.path[0] ?? 'title')}`] ??= issue.message;
    return undefined;
  });
  return built.every((addOn) => addOn !== undefined) ? built : undefined;
}
