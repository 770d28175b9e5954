import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';

export async function insertContactMessage(
  db: Kysely<Database>,
  row: Insertable<ContactMessagesTable>,
): Promise<{ id: string; createdAt: Date }> {
  return db.insertInto('contactMessages').values(row).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

/** The user's messages stay in the admins' inbox, no longer linked to the user. */
export async function unlinkContactMessagesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('contactMessages').set({ userId: null }).where('userId', '=', userId).execute();
}
