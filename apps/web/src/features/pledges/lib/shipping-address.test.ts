import { describe, expect, it } from 'vitest';
import type { AddOn } from '@crowdspark/shared/contracts/shipping';
import {
  EMPTY_ADDRESS,
  addressInput,
  checkAddress,
  chosenAddOns,
  destinationsOf,
  maxQuantity,
  shipsText,
} from '@/features/pledges/lib/shipping-address';

const usOnly = { rates: [{ country: 'US', cost: 500 }], restOfWorld: null };
const anywhere = { rates: [{ country: 'CA', cost: 900 }], restOfWorld: 1500 };
const addOn = (overrides: Partial<AddOn> = {}): AddOn => ({
  id: 'a1',
  position: 0,
  title: 'Lid',
  description: '',
  price: 800,
  quantity: 5,
  claimed: 3,
  remaining: 2,
  ...overrides,
});

describe('shipping address and add-ons of the back-this form', () => {
  it('offers only the countries a reward ships to, listed ones first', () => {
    expect(destinationsOf(usOnly).map((c) => c.code)).toEqual(['US']);
    const all = destinationsOf(anywhere);
    expect(all[0]?.code).toBe('CA');
    expect(all).toHaveLength(249);
    expect(shipsText(usOnly)).toBe('Ships to United States only');
    expect(shipsText(anywhere)).toBe('Ships to Canada and the rest of the world');
    expect(shipsText({ rates: [], restOfWorld: 0 })).toBe('Ships worldwide');
    expect(shipsText(null)).toBe('Nothing to ship');
  });

  it('asks for the required lines and a country the reward ships to', () => {
    expect(Object.keys(checkAddress(EMPTY_ADDRESS, usOnly)).sort()).toEqual(['city', 'country', 'line1', 'name']);
    const filled = { ...EMPTY_ADDRESS, name: 'Ada', line1: '1 Main', city: 'Springfield', country: 'FR' };
    expect(checkAddress(filled, usOnly)).toEqual({ country: 'This reward does not ship to that country.' });
    expect(checkAddress(filled, anywhere)).toEqual({});
    expect(checkAddress({ ...filled, phone: 'call me' }, anywhere).phone).toMatch(/digits/);
    expect(addressInput({ ...filled, line2: '  ' })).toMatchObject({ line2: null, region: null, postalCode: null, phone: null });
  });

  it('keeps chosen add-ons with their price, and caps a quantity at what is left plus what the pledge holds', () => {
    expect(chosenAddOns([addOn()], { a1: '2' })).toEqual([{ addOnId: 'a1', quantity: 2, unitPrice: 800, title: 'Lid' }]);
    expect(chosenAddOns([addOn()], { a1: '0' })).toEqual([]);
    expect(chosenAddOns([addOn()], { a1: '1.5' })).toEqual([]);
    expect(maxQuantity(addOn(), 0)).toBe(2);
    expect(maxQuantity(addOn(), 3)).toBe(5);
    expect(maxQuantity(addOn({ quantity: null, remaining: null }), 0)).toBe(99);
  });
});
