import { z } from 'zod';
import { ADD_ON_LIMITS, SHIPPING_LIMITS } from '../constants/shipping.js';

/**
 * Shipping and add-ons (docs/decisions/0026-shipping-and-add-ons.md): where a reward ships and at
 * what cost, the extra items a campaign offers, and the address a backer gives. Amounts are minor
 * units of the campaign's currency.
 */

/**
 * The shape of an ISO 3166-1 alpha-2 code. Whether the code is assigned is checked by the server
 * (constants/countries.ts#isCountryCode, same message): the list stays out of the editor's bundle.
 */
export const COUNTRY_CODE_MESSAGE = 'Choose a country from the list (a two-letter ISO code such as US or FR).';
export const countryCodeSchema = /* @__PURE__ */ z
  .string({ message: 'Choose a country.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, COUNTRY_CODE_MESSAGE);

const costSchema = /* @__PURE__ */ z
  .number({ message: 'Enter the shipping cost in minor units (cents).' })
  .int('The shipping cost must be a whole number of minor units (cents).')
  .min(0, 'The shipping cost cannot be negative.')
  .max(SHIPPING_LIMITS.costMax, 'The shipping cost can be at most 1,000.00.');

/** Where a reward ships: listed countries at their cost and, when `restOfWorld` is set, everywhere else. */
export const tierShippingInputSchema = /* @__PURE__ */ z
  .object({
    rates: z
      .array(z.object({ country: countryCodeSchema, cost: costSchema }).strict())
      .max(SHIPPING_LIMITS.ratesMax, `At most ${SHIPPING_LIMITS.ratesMax} countries.`)
      .refine((rates) => new Set(rates.map((rate) => rate.country)).size === rates.length, 'Each country can be listed once.'),
    /** The cost everywhere not listed; null ships only to the listed countries. */
    restOfWorld: costSchema.nullable(),
  })
  .strict()
  .refine((shipping) => shipping.rates.length > 0 || shipping.restOfWorld !== null, {
    message: 'Add at least one country, or ship to the rest of the world.',
    path: ['rates'],
  });
export type TierShippingInput = z.infer<typeof tierShippingInputSchema>;

export const tierShippingSchema = /* @__PURE__ */ z.object({
  rates: z.array(z.object({ country: z.string(), cost: z.number().int() })),
  restOfWorld: z.number().int().nullable(),
});
export type TierShipping = z.infer<typeof tierShippingSchema>;

/** An add-on as the creator writes it; `id` is present when editing an existing one. */
export const addOnInputSchema = /* @__PURE__ */ z
  .object({
    id: z.string().min(1).max(40).optional(),
    title: z
      .string({ message: 'Please give the add-on a title.' })
      .trim()
      .min(1, 'Please give the add-on a title.')
      .max(ADD_ON_LIMITS.titleMax, `Add-on titles can be at most ${ADD_ON_LIMITS.titleMax} characters.`),
    description: z
      .string()
      .trim()
      .max(ADD_ON_LIMITS.descriptionMax, `Add-on descriptions can be at most ${ADD_ON_LIMITS.descriptionMax} characters.`)
      .default(''),
    price: z
      .number({ message: 'Enter the add-on price in minor units (cents).' })
      .int('The add-on price must be a whole number of minor units (cents).')
      .min(1, 'An add-on costs at least 0.01.')
      .max(ADD_ON_LIMITS.priceMax, 'The add-on price can be at most 10,000.00.'),
    quantity: z
      .number({ message: 'The quantity must be a number.' })
      .int('The quantity must be a whole number.')
      .min(1, 'A limited add-on needs a quantity of at least 1.')
      .max(1_000_000, 'The quantity is too large.')
      .nullable()
      .optional(),
  })
  .strict();
export type AddOnInput = z.infer<typeof addOnInputSchema>;

export const addOnsInputSchema = /* @__PURE__ */ z
  .array(addOnInputSchema)
  .max(ADD_ON_LIMITS.addOnsMax, `At most ${ADD_ON_LIMITS.addOnsMax} add-ons.`);

export const addOnSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  quantity: z.number().int().nullable(),
  claimed: z.number().int(),
  /** Null when unlimited; 0 means sold out. */
  remaining: z.number().int().nullable(),
});
export type AddOn = z.infer<typeof addOnSchema>;

const addressLine = (label: string, max: number) =>
  z
    .string({ message: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A shipping address: personal data, shown only to the backer and (exported) to the creator. */
export const shippingAddressSchema = /* @__PURE__ */ z
  .object({
    name: addressLine('recipient name', 120),
    line1: addressLine('address', 200),
    line2: optionalLine('second address line', 200),
    city: addressLine('city', 100),
    region: optionalLine('region', 100),
    postalCode: optionalLine('postal code', 20),
    country: countryCodeSchema,
    phone: z
      .string()
      .trim()
      .max(30, 'The phone number can be at most 30 characters.')
      .regex(/^[0-9+()\-. ]*$/, 'Use digits, spaces and + ( ) - . in the phone number.')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .strict();
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const storedShippingAddressSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
});

/** GET/PUT /api/pledges/:id/address: the pledge's address and whether it may still change. */
export const pledgeAddressResponseSchema = /* @__PURE__ */ z.object({
  address: storedShippingAddressSchema.nullable(),
  /** False once the campaign has ended (the creator ships from the exported list). */
  changeable: z.boolean(),
});
export type PledgeAddressResponse = z.infer<typeof pledgeAddressResponseSchema>;

/** What a backer chooses beyond the reward: add-ons with a quantity each. */
export const addOnChoicesSchema = /* @__PURE__ */ z
  .array(
    z
      .object({
        addOnId: z.string().min(1).max(64),
        quantity: z
          .number({ message: 'Choose how many.' })
          .int('Choose a whole number.')
          .min(1, 'Choose at least one, or leave the add-on out.')
          .max(ADD_ON_LIMITS.perPledgeMax, `At most ${ADD_ON_LIMITS.perPledgeMax} of one add-on per pledge.`),
      })
      .strict(),
  )
  .max(ADD_ON_LIMITS.addOnsMax, `At most ${ADD_ON_LIMITS.addOnsMax} add-ons.`)
  .refine((choices) => new Set(choices.map((c) => c.addOnId)).size === choices.length, 'Choose each add-on once.');
export type AddOnChoices = z.infer<typeof addOnChoicesSchema>;

export const pledgeBreakdownSchema = /* @__PURE__ */ z.object({
  reward: z.number().int(),
  shipping: z.number().int(),
  addOns: z.number().int(),
  total: z.number().int(),
});
