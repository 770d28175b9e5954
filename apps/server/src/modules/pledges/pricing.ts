import { formatMinorUnits, PLEDGE_LIMITS } from '@crowdspark/shared/constants/money';
import { pledgeBreakdown, shippingCostTo } from '@crowdspark/shared/constants/shipping';
import type { PledgeBreakdown } from '@crowdspark/shared/constants/shipping';
import type { PledgeInput } from '@crowdspark/shared/contracts/pledges';
import { isCountryCode } from '@crowdspark/shared/constants/countries';
import { COUNTRY_CODE_MESSAGE } from '@crowdspark/shared/contracts/shipping';
import type { ShippingAddress } from '@crowdspark/shared/contracts/shipping';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaignAddOns, findRewardTier } from '../campaigns/service.js';
import type { CampaignRow } from '../campaigns/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import type { AddOnLine } from './extras-repository.js';

/** What a pledge will hold: its parts, the total the ledger moves, and what it ships where. */
export interface PricedPledge {
  breakdown: PledgeBreakdown;
  address: ShippingAddress | null;
  addOns: AddOnLine[];
  /** Add-on titles, for the message when one runs out. */
  addOnTitles: Map<string, string>;
}

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/**
 * Prices a pledge from what the backer chose, with the campaign's current prices
 * (docs/product-rules.md#shipping-and-add-ons): `amount` is the pledge towards the reward (at
 * least its minimum); a reward that ships needs an address in a country it ships to and adds
 * that country's cost; add-ons come only with a reward and add price × quantity. Refused with a
 * message a person can act on; nothing is claimed here (the caller claims under the campaign lock).
 */
export async function pricePledge(db: Kysely<Database>, campaign: CampaignRow, input: PledgeInput): Promise<PricedPledge> {
  const tier = input.tierId === null ? undefined : await findRewardTier(db, campaign.id, input.tierId);
  if (input.tierId !== null && !tier)
    throw new AppError('VALIDATION_FAILED', 'Choose a reward of this campaign.', {
      tierId: 'This reward is not part of this campaign.',
    });
  if (tier) {
    const minimum = toMinorUnits(tier.minimumPledge);
    if (input.amount < minimum)
      throw new AppError(
        'VALIDATION_FAILED',
        `This reward needs a pledge of at least ${formatMinorUnits(minimum)} ${campaign.currency}.`,
        {
          amount: `Pledge at least ${formatMinorUnits(minimum)} ${campaign.currency} for this reward.`,
        },
      );
  }

  const address = input.shippingAddress ?? null;
  if (address && !isCountryCode(address.country))
    throw new AppError('VALIDATION_FAILED', COUNTRY_CODE_MESSAGE, { 'shippingAddress.country': COUNTRY_CODE_MESSAGE });
  let shipping = 0;
  if (tier?.shipping) {
    if (!address)
      throw new AppError('VALIDATION_FAILED', 'This reward ships: give the address to send it to.', {
        shippingAddress: 'Give the address to send the reward to.',
      });
    const cost = shippingCostTo(tier.shipping, address.country);
    if (cost === null)
      throw new AppError('UNPROCESSABLE', `This reward does not ship to ${countryName(address.country)}.`, {
        'shippingAddress.country': `This reward does not ship to ${countryName(address.country)}.`,
      });
    shipping = cost;
  } else if (address) {
    throw new AppError('VALIDATION_FAILED', 'This pledge has nothing to ship: leave the address out.', {
      shippingAddress: 'Only rewards that ship take an address.',
    });
  }

  const choices = input.addOns ?? [];
  const addOns: AddOnLine[] = [];
  const addOnTitles = new Map<string, string>();
  if (choices.length > 0) {
    if (!tier)
      throw new AppError('VALIDATION_FAILED', 'Add-ons come with a reward: choose a reward first.', {
        addOns: 'Choose a reward to add extras to it.',
      });
    const offered = new Map((await findCampaignAddOns(db, campaign.id)).map((addOn) => [addOn.id, addOn]));
    for (const choice of choices) {
      const addOn = offered.get(choice.addOnId);
      if (!addOn)
        throw new AppError('VALIDATION_FAILED', 'Choose add-ons this campaign offers.', {
          addOns: 'This add-on is not part of this campaign.',
        });
      addOnTitles.set(addOn.id, addOn.title);
      addOns.push({ addOnId: addOn.id, quantity: choice.quantity, unitPrice: toMinorUnits(addOn.price) });
    }
    addOns.sort((a, b) => a.addOnId.localeCompare(b.addOnId));
  }

  const breakdown = pledgeBreakdown(input.amount, shipping, addOns);
  if (breakdown.total > PLEDGE_LIMITS.max)
    throw new AppError('VALIDATION_FAILED', 'The largest pledge is 100,000.00 including shipping and add-ons.', {
      amount: 'The total with shipping and add-ons is above 100,000.00.',
    });
  if (input.expectedTotal !== undefined && input.expectedTotal !== breakdown.total)
    throw new AppError(
      'CONFLICT',
      `The total is now ${formatMinorUnits(breakdown.total)} ${campaign.currency} (a price changed): check it and confirm again.`,
    );
  return { breakdown, address, addOns, addOnTitles };
}

export const quantitiesOf = (lines: readonly AddOnLine[]): Map<string, number> =>
  new Map(lines.map((line) => [line.addOnId, line.quantity]));
