import type { Insertable, Kysely } from 'kysely';
import type { Database, PageViewsTable } from '../../db/schema.js';

export async function insertPageView(db: Kysely<Database>, row: Insertable<PageViewsTable>): Promise<void> {
  await db.insertInto('pageViews').values(row).execute();
}

/** The user's page views stay counted, no longer linked to the user. */
export async function unlinkPageViewsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('pageViews').set({ userId: null }).where('userId', '=', userId).execute();
}

/** The pages the user viewed while signed in, oldest first. */
export async function listPageViewsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('pageViews')
    .select(['path', 'title', 'referrer', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}
