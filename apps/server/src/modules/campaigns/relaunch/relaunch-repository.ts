import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CampaignImagesTable, Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const LINK_COLUMNS = ['id', 'title', 'status', 'ownerId'] as const;

/** The campaign copied from `campaignId`, if any (one at most: a unique index). */
export function findRelaunchOf(db: Db, campaignId: string) {
  return db.selectFrom('campaigns').select(LINK_COLUMNS).where('relaunchedFromId', '=', campaignId).executeTakeFirst();
}

/** The campaign `campaignId` was copied from, if any. */
export function findRelaunchedFrom(db: Db, campaignId: string) {
  return db
    .selectFrom('campaigns as relaunch')
    .innerJoin('campaigns as earlier', 'earlier.id', 'relaunch.relaunchedFromId')
    .select(['earlier.id', 'earlier.title', 'earlier.status', 'earlier.ownerId'])
    .where('relaunch.id', '=', campaignId)
    .executeTakeFirst();
}

export async function insertImages(trx: Transaction<Database>, rows: Insertable<CampaignImagesTable>[]): Promise<void> {
  if (rows.length) await trx.insertInto('campaignImages').values(rows).execute();
}
