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
    .select(['id', 'email', 'emailVerified', 'role', 'displayName', 'twoFactorEnabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findUserNameAndEmail(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['email', 'displayName']).where('id', '=', userId).executeTakeFirst();
}

export async function isUserBanned(db: Kysely<Database>, userId: string, { lock = false } = {}): Promise<boolean> {
  const query = db.selectFrom('users').select('banned').where('id', '=', userId);
  const owner = await (lock ? query.forShare() : query).executeTakeFirst();
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

/** Whose password a reset token resets (Better Auth stores the user id as the token's value). */
export async function resetTokenUserId(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('authVerifications')
    .select('value')
    .where('identifier', '=', `reset-password:${token}`)
    .executeTakeFirst();
  return row?.value;
}

/** Locks the user's row (and so serialises two deletions of one account); undefined once deleted. */
export async function lockLivingUser(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; email: string; displayName: string; username: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'displayName', 'username'])
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Sign-in methods (password, Google, the authenticator, passkeys), sessions and pending links (reset and delete tokens carry the user id as their value) go. */
export async function forgetSignInMethods(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('authSessions').where('userId', '=', userId).execute();
  await db.deleteFrom('authAccounts').where('userId', '=', userId).execute();
  await db.deleteFrom('authTwoFactors').where('userId', '=', userId).execute();
  await db.deleteFrom('authPasskeys').where('userId', '=', userId).execute();
  await db.updateTable('users').set({ twoFactorEnabled: false }).where('id', '=', userId).execute();
  await db.deleteFrom('authVerifications').where('value', '=', userId).execute();
}

/** Ends every session of the user at once; the rows stay until their next request. */
export async function expireSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('authSessions').set({ expiresAt: new Date() }).where('userId', '=', userId).execute();
}

/** The account's sessions as its data export lists them. */
export async function listSessionsForExport(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('authSessions')
    .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** The sign-in methods linked to the account ("credential", "google"), one row per link. */
export async function listProviderIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('authAccounts')
    .select('providerId')
    .where('userId', '=', userId)
    .orderBy('providerId')
    .execute();
  return rows.map((row) => row.providerId);
}

/** Everything a request needs to know about its session and user, in one indexed lookup by token. */
export async function findRequestSession(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('authSessions')
    .innerJoin('users', 'users.id', 'authSessions.userId')
    .select([
      'authSessions.id as sessionId',
      'authSessions.expiresAt',
      'users.id',
      'users.email',
      'users.emailVerified',
      'users.role',
      'users.displayName',
      'users.twoFactorEnabled',
      'users.banned',
    ])
    .where('authSessions.token', '=', token)
    .executeTakeFirst();
}
