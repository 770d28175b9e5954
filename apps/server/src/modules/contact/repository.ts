import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';

export async function insertContactMessage(
  db: Kysely<Database>,
  row: Insertable<ContactMessagesTable>,
): Promise<{ id: string; createdAt: Date }> {
  return db.insertInto('contactMessages').values(row).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}
