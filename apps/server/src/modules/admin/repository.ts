import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.js';

export interface AdminTarget {
  id: string;
  role: UserRole;
  banned: boolean;
}

export async function findAdminTarget(db: Kysely<Database>, userId: string): Promise<AdminTarget | undefined> {
  return db.selectFrom('users').select(['id', 'role', 'banned']).where('id', '=', userId).executeTakeFirst();
}

export async function setRole(db: Kysely<Database>, userId: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function setBanned(db: Kysely<Database>, userId: string, banned: boolean): Promise<void> {
  await db.updateTable('users').set({ banned, updatedAt: new Date() }).where('id', '=', userId).execute();
}
