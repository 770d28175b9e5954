import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';
import { hashPassword } from './password-hasher.js';

/**
 * Accounts that arrive ready-made (the demo seed): identity owns `users` and `auth_accounts`, so
 * the seed writes them through here. Ids or addresses taken already are skipped; the ids written
 * are returned.
 */
export async function insertImportedAccounts(
  db: Kysely<Database>,
  users: readonly Insertable<UsersTable>[],
): Promise<Set<string>> {
  if (users.length === 0) return new Set();
  const rows = await db
    .insertInto('users')
    .values([...users])
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Gives these accounts a password sign-in (hashed like any other) unless they have one; returns
 * how many it added.
 */
export async function addPasswordSignIn(
  db: Kysely<Database>,
  userIds: readonly string[],
  plainPassword: string,
): Promise<number> {
  const present = await db
    .selectFrom('users')
    .leftJoin('authAccounts', (join) =>
      join.onRef('authAccounts.userId', '=', 'users.id').on('authAccounts.providerId', '=', 'credential'),
    )
    .select(['users.id', 'authAccounts.id as accountId'])
    .where('users.id', 'in', [...userIds])
    .execute();
  const missing = present.filter((row) => row.accountId === null).map((row) => row.id);
  if (missing.length === 0) return 0;
  const password = await hashPassword(plainPassword);
  const inserted = await db
    .insertInto('authAccounts')
    .values(
      missing.map((userId) => ({ id: `${userId}-credential`, userId, accountId: userId, providerId: 'credential', password })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
