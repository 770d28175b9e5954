import type { Insertable, Kysely } from 'kysely';
import type { Database, PageViewsTable } from '../../db/schema.js';

export async function insertPageView(db: Kysely<Database>, row: Insertable<PageViewsTable>): Promise<void> {
  await db.insertInto('pageViews').values(row).execute();
}
