import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { CampaignAddOnsTable, Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type AddOnRow = Selectable<CampaignAddOnsTable>;

// The campaign's add-ons (migration 0018-shipping); only the campaigns module writes them.

export function findAddOns(db: Db, campaignId: string): Promise<AddOnRow[]> {
  return db.selectFrom('campaignAddOns').selectAll().where('campaignId', '=', campaignId).orderBy('position').execute();
}

export async function deleteAddOns(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('campaignAddOns').where('id', 'in', ids).execute();
}

export async function upsertAddOn(db: Db, row: Insertable<CampaignAddOnsTable>, exists: boolean): Promise<void> {
  if (!exists) {
    await db.insertInto('campaignAddOns').values(row).execute();
    return;
  }
  const { id, campaignId, ...changes } = row;
  await db.updateTable('campaignAddOns').set(changes).where('id', '=', id).where('campaignId', '=', campaignId).execute();
}

/**
 * Claims (delta > 0) or releases (delta < 0) units of an add-on in one guarded UPDATE: a claim
 * that would pass the quantity changes nothing and answers false, so parallel pledges never
 * oversell (the row lock serialises them, the guard re-reads the committed count).
 */
export async function adjustAddOnClaims(trx: Transaction<Database>, addOnId: string, delta: number): Promise<boolean> {
  const result = await trx
    .updateTable('campaignAddOns')
    .set((eb) => ({ claimed: eb('claimed', '+', delta) }))
    .where('id', '=', addOnId)
    .$if(delta > 0, (qb) =>
      qb.where((eb) => eb.or([eb('quantity', 'is', null), eb('claimed', '<=', eb(eb.ref('quantity'), '-', delta))])),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
