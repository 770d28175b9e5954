import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Reads and writes of sessions, reset tokens and the users row that identity itself needs. */

/** The account behind a session token (expired or not) and whether it is disabled. */
export async function findSessionOwner(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('authSessions')
    .innerJoin('users', 'users.id', 'authSessions.userId')
    .select(['users.id', 'users.email', 'users.banned'])
    .where('authSessions.token', '=', token)
    .executeTakeFirst();
}

/** The live session of a token: not expired, whatever the account's state. */
export async function findLiveSession(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('authSessions')
    .innerJoin('users', 'users.id', 'authSessions.userId')
    .select(['users.id as userId', 'users.email', 'users.banned'])
    .where('authSessions.token', '=', token)
    .where('authSessions.expiresAt', '>', new Date())
    .executeTakeFirst();
}

export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('authSessions').where('userId', '=', userId).execute();
}

/** What a resolved session tells routes about its user. */
export async function findSessionUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'emailVerified', 'role', 'displayName'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findUserNameAndEmail(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['email', 'displayName']).where('id', '=', userId).executeTakeFirst();
}

export async function isUserBanned(db: Kysely<Database>, userId: string): Promise<boolean> {
  const owner = await db.selectFrom('users').select('banned').where('id', '=', userId).executeTakeFirst();
  return owner?.banned ?? false;
}

export async function recordSignIn(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ lastLoginAt: new Date() }).where('id', '=', userId).execute();
}

/** When a password-reset token expires, or undefined for a token we never issued. */
export async function resetTokenExpiry(db: Kysely<Database>, token: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('authVerifications')
    .select('expiresAt')
    .where('identifier', '=', `reset-password:${token}`)
    .executeTakeFirst();
  return row?.expiresAt;
}
