/**
 * Shipping and add-on pricing shared by server and web (zod-free, like money.ts): the server
 * charges what the back-this panel shows, because both compute it here.
 * docs/product-rules.md#shipping-and-add-ons
 */

/** Where a reward ships and what it costs, in minor units; `restOfWorld` set = ships anywhere. */
export interface ShippingRates {
  rates: readonly { country: string; cost: number }[];
  restOfWorld: number | null;
}

export const SHIPPING_LIMITS = { ratesMax: 60, costMax: 100_000 } as const;
export const ADD_ON_LIMITS = {
  addOnsMax: 20,
  titleMax: 80,
  descriptionMax: 500,
  priceMax: 1_000_000,
  /** The most of one add-on a single pledge takes. */
  perPledgeMax: 99,
} as const;

/** The shipping cost to `country`, or null when the reward does not ship there. */
export function shippingCostTo(shipping: ShippingRates, country: string): number | null {
  const rate = shipping.rates.find((entry) => entry.country === country);
  if (rate) return rate.cost;
  return shipping.restOfWorld;
}

/** What a pledge charges: its reward part, shipping and add-ons; `total` is what moves through the ledger. */
export interface PledgeBreakdown {
  reward: number;
  shipping: number;
  addOns: number;
  total: number;
}

export function pledgeBreakdown(
  reward: number,
  shipping: number,
  addOns: readonly { unitPrice: number; quantity: number }[],
): PledgeBreakdown {
  const addOnsTotal = addOns.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return { reward, shipping, addOns: addOnsTotal, total: reward + shipping + addOnsTotal };
}
