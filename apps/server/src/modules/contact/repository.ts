import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';

export async function insertContactMessage(
  db: Kysely<Database>,
  row: Insertable<ContactMessagesTable>,
): Promise<{ id: string; createdAt: Date }> {
  return db.insertInto('contactMessages').values(row).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

/** The user's messages stay in the admins' inbox, no longer linked to the user. */
/**
 * A deleted account's messages stay for the admins (what was asked, when), without who asked: no
 * author, and the name and address typed into the form are blanked, also on messages sent from
 * that address while signed out.
 */
export async function anonymiseContactMessagesOf(db: Kysely<Database>, userId: string, email: string): Promise<void> {
  await db
    .updateTable('contactMessages')
    .set({ userId: null, name: 'Deleted user', email: '' })
    .where((eb) => eb.or([eb('userId', '=', userId), eb(sql<string>`lower(email)`, '=', email.trim().toLowerCase())]))
    .execute();
}

/** The admins' inbox, newest first (keyset on created_at, id). */
export async function listContactMessages(
  db: Kysely<Database>,
  filter: { status: 'new' | 'handled' | undefined; after: { at: Date; id: string } | null; take: number },
) {
  let query = db
    .selectFrom('contactMessages')
    .select(['id', 'name', 'email', 'topic', 'message', 'userId', 'createdAt', 'handledAt']);
  if (filter.status) query = query.where('handledAt', filter.status === 'new' ? 'is' : 'is not', null);
  if (filter.after) query = query.where(sql<boolean>`(created_at, id) < (${filter.after.at}, ${filter.after.id}::uuid)`);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.take).execute();
}

export async function lockContactMessage(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('contactMessages')
    .select(['id', 'name', 'email', 'topic', 'message', 'userId', 'createdAt', 'handledAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setHandled(trx: Transaction<Database>, id: string, by: string | null, at: Date | null): Promise<void> {
  await trx.updateTable('contactMessages').set({ handledAt: at, handledBy: by }).where('id', '=', id).execute();
}
