import type { AddOn, AddOnInput } from '@crowdspark/shared/contracts/shipping';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import type { FieldErrors } from '../../../errors/app-error.js';
import { newId } from '../../../short-id.js';
import * as repo from './add-ons-repository.js';
import type { AddOnRow } from './add-ons-repository.js';

export type { AddOnRow };

/** An add-on as the API shows it. */
export function toAddOn(
  row: Pick<AddOnRow, 'id' | 'position' | 'title' | 'description' | 'price' | 'quantity' | 'claimed'>,
): AddOn {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    quantity: row.quantity,
    claimed: row.claimed,
    remaining: row.quantity === null ? null : Math.max(0, row.quantity - row.claimed),
  };
}

/**
 * Replaces the add-on list like the tier list: kept ones are updated in place (pledges refer to
 * them), new ones created, missing ones deleted. An add-on backers chose can be neither removed
 * nor limited below what was claimed (docs/product-rules.md#shipping-and-add-ons); its price may
 * change, and pledges keep the price they were charged.
 */
export async function replaceAddOns(
  trx: Transaction<Database>,
  campaignId: string,
  addOns: readonly AddOnInput[],
): Promise<void> {
  const existing = new Map((await repo.findAddOns(trx, campaignId)).map((addOn) => [addOn.id, addOn]));
  const fields: FieldErrors = {};
  addOns.forEach((addOn, index) => {
    const current = addOn.id ? existing.get(addOn.id) : undefined;
    if (addOn.id && !current) fields[`addOns.${index}.id`] = 'This add-on does not belong to the campaign.';
    if (current && addOn.quantity != null && addOn.quantity < current.claimed)
      fields[`addOns.${index}.quantity`] =
        `Backers already chose ${current.claimed} of this add-on; the quantity cannot be lower.`;
  });
  if (Object.keys(fields).length) throw new AppError('UNPROCESSABLE', 'Some add-ons cannot be saved.', fields);
  const kept = new Set(addOns.map((addOn) => addOn.id).filter(Boolean));
  const removed = [...existing.values()].filter((addOn) => !kept.has(addOn.id));
  if (removed.some((addOn) => addOn.claimed > 0))
    throw new AppError('CONFLICT', 'An add-on that backers already chose cannot be removed.');
  await repo.deleteAddOns(
    trx,
    removed.map((addOn) => addOn.id),
  );
  for (const [position, addOn] of addOns.entries()) {
    const id = addOn.id ?? newId();
    await repo.upsertAddOn(
      trx,
      {
        id,
        campaignId,
        position,
        title: addOn.title,
        description: addOn.description,
        price: addOn.price,
        quantity: addOn.quantity ?? null,
      },
      existing.has(id),
    );
  }
}

/** How many of each add-on a pledge holds. */
export type AddOnQuantities = ReadonlyMap<string, number>;

/**
 * Moves a pledge's add-on claims from `from` to `to` (both empty for none): releases first, then
 * claims, each a guarded UPDATE (409 naming the add-on when not enough are left). Ids in a
 * stable order, so two pledges claiming the same add-ons lock their rows in the same order.
 */
export async function moveAddOnClaims(
  trx: Transaction<Database>,
  titles: ReadonlyMap<string, string>,
  from: AddOnQuantities,
  to: AddOnQuantities,
): Promise<void> {
  const ids = [...new Set([...from.keys(), ...to.keys()])].sort();
  for (const id of ids) {
    const delta = (to.get(id) ?? 0) - (from.get(id) ?? 0);
    if (delta < 0) await repo.adjustAddOnClaims(trx, id, delta);
  }
  for (const id of ids) {
    const delta = (to.get(id) ?? 0) - (from.get(id) ?? 0);
    if (delta > 0 && !(await repo.adjustAddOnClaims(trx, id, delta)))
      throw new AppError('CONFLICT', `Not enough of “${titles.get(id) ?? 'this add-on'}” is left. Choose fewer or leave it out.`);
  }
}

export const findAddOns = repo.findAddOns;
