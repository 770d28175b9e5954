import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ListingCursor } from '../listings/cursor.js';
import { fromMicros, micros } from '../listings/listing-repository.js';
import type { ListedCampaignRow } from '../listings/listing-repository.js';
import { listCardQuery } from '../repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Staff pick on or off, without touching updated_at (the creator's last save). */
export async function setStaffPickedAt(db: Db, id: string, at: Date | null): Promise<void> {
  await db.updateTable('campaigns').set({ staffPickedAt: at }).where('id', '=', id).execute();
}

/** Live campaigns per category (index-only over the live category index). */
export async function liveCountsByCategory(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('campaigns')
    .select(['category', sql<number>`count(*)::integer`.as('count')])
    .where('status', '=', 'live')
    .where('endsAt', '>', now)
    .where('category', 'is not', null)
    .groupBy('category')
    .execute();
  return new Map(rows.map((row) => [row.category ?? '', row.count]));
}

export interface ForYouOptions {
  categories: readonly string[];
  ownerIds: readonly string[];
  /** The reader: their own campaigns are not suggested to them. */
  readerId: string;
  cursor: ListingCursor | null;
  take: number;
  now: Date;
}

/**
 * Newest live campaigns in the reader's categories or by creators they follow. Each source is
 * its own keyset scan limited to one page (a category on the live category index, the followed
 * creators on the owners' index), and only those few candidates are merged and ordered: the cost
 * is pages × sources, never the size of a category.
 */
export async function listForYou(db: Db, options: ForYouOptions): Promise<ListedCampaignRow[]> {
  const { categories, ownerIds, readerId, cursor, take, now } = options;
  const source = () => {
    let query = db
      .selectFrom('campaigns')
      .select('campaigns.id')
      .where('campaigns.status', '=', 'live')
      .where('campaigns.endsAt', '>', now)
      .where('campaigns.ownerId', '<>', readerId);
    if (cursor)
      query = query.where(sql<boolean>`(campaigns.launched_at, campaigns.id) < (${fromMicros(cursor.value)}, ${cursor.id})`);
    return query;
  };
  const parts = categories.map((category) =>
    source()
      .where('campaigns.category', '=', category)
      .orderBy('campaigns.launchedAt', 'desc')
      .orderBy('campaigns.id', 'desc')
      .limit(take),
  );
  if (ownerIds.length)
    parts.push(
      source()
        .where('campaigns.ownerId', 'in', [...ownerIds])
        .orderBy('campaigns.launchedAt', 'desc')
        .orderBy('campaigns.id', 'desc')
        .limit(take),
    );
  if (parts.length === 0) return [];
  const candidates = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union `,
  );
  return listCardQuery(db)
    .select(micros('campaigns.launched_at').as('sortKey'))
    .where('campaigns.id', 'in', sql<string>`(select id from (${candidates}) as candidates)`)
    .orderBy('campaigns.launchedAt', 'desc')
    .orderBy('campaigns.id', 'desc')
    .limit(take)
    .execute();
}
