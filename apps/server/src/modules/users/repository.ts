import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, JsonObject, UserRole, UsersTable } from '../../db/schema.js';

/**
 * The user document (docs/product-rules.md#user-document), rebuilt from relational rows: the scalar
 * fields from `users`, the three lists from `user_follows` and `saved_campaigns`.
 */
export interface UserDocument {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  photoURL: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  role: UserRole;
  /** Ids of the users who follow this user, oldest first. */
  followers: string[];
  /** Ids of the users this user follows, oldest first. */
  following: string[];
  /** Ids of the campaigns this user saved, most recent first. */
  savedCampaigns: string[];
  location: string | null;
  interests: string[];
  bio: string | null;
  username: string | null;
  website: string | null;
  joinDate: Date;
  hasSubscription: boolean;
  subscriptionDetails: JsonObject | null;
  /** Whether two-factor sign-in is on (never the secret or the recovery codes). */
  twoFactorEnabled: boolean;
}

/** The document's scalar fields from a `users` row (the API's names: `photoURL`). */
function userFieldsOf(row: Selectable<UsersTable>): Omit<UserDocument, 'followers' | 'following' | 'savedCampaigns'> {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    role: row.role,
    location: row.location,
    interests: row.interests,
    bio: row.bio,
    username: row.username,
    website: row.website,
    joinDate: row.joinDate,
    hasSubscription: row.hasSubscription,
    subscriptionDetails: row.subscriptionDetails,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}

/** The user row as the session user needs it: no lists (their counts come from the social module). */
export async function findUserFields(
  db: Kysely<Database>,
  userId: string,
): Promise<Omit<UserDocument, 'followers' | 'following' | 'savedCampaigns'> | undefined> {
  const row = await db.selectFrom('users').selectAll('users').where('users.id', '=', userId).executeTakeFirst();
  return row ? userFieldsOf(row) : undefined;
}

/**
 * One round trip: the user row plus three `array(select ...)` subqueries (reads of the social
 * module's tables). Whole lists: only for the data export, never for a page or /api/me.
 */
export async function findUserDocument(db: Kysely<Database>, userId: string): Promise<UserDocument | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      sql<string[]>`array(${eb
        .selectFrom('userFollows')
        .select('userFollows.followerId')
        .whereRef('userFollows.followeeId', '=', 'users.id')
        .orderBy('userFollows.createdAt')
        .orderBy('userFollows.followerId')})`.as('followers'),
      sql<string[]>`array(${eb
        .selectFrom('userFollows')
        .select('userFollows.followeeId')
        .whereRef('userFollows.followerId', '=', 'users.id')
        .orderBy('userFollows.createdAt')
        .orderBy('userFollows.followeeId')})`.as('following'),
      sql<string[]>`array(${eb
        .selectFrom('savedCampaigns')
        // As text: a text[] is parsed into a JS array by node-postgres on every server version.
        .select(sql<string>`saved_campaigns.campaign_id::text`.as('campaignId'))
        .whereRef('savedCampaigns.userId', '=', 'users.id')
        .orderBy('savedCampaigns.createdAt', 'desc')
        .orderBy('savedCampaigns.campaignId')})`.as('savedCampaigns'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...userFieldsOf(row), followers: row.followers, following: row.following, savedCampaigns: row.savedCampaigns };
}

/** The profile fields a person writes themselves, locked for an admin's removal of them. */
export async function lockProfileContent(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'displayName', 'bio', 'location', 'website', 'photoUrl', 'deletedAt'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Another account already uses this username (compared case-insensitively). */
export async function usernameTakenByOther(db: Kysely<Database>, username: string, userId: string): Promise<boolean> {
  const clash = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return clash !== undefined;
}

export async function findStoredPreferences(db: Kysely<Database>, userId: string): Promise<unknown> {
  const row = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  return row?.preferences;
}

export async function findPhotoUrl(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('photoUrl').where('id', '=', userId).executeTakeFirst();
  return row?.photoUrl ?? null;
}

/** The interests a user picked in settings (the feed's "for you" reads them). */
export async function findInterests(db: Kysely<Database>, userId: string): Promise<string[]> {
  const row = await db.selectFrom('users').select('interests').where('id', '=', userId).executeTakeFirst();
  return row?.interests ?? [];
}

/** The id of a person found by username (case-insensitive), unless disabled: whose profile is public. */
export async function findPublicUserIdByUsername(db: Kysely<Database>, username: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('banned', '=', false)
    .executeTakeFirst();
  return row?.id;
}

/** The id and sign-up time of an account that is not deleted, by username. */
export async function findActiveAccountByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'createdAt'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function findAccountCreatedAt(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('users').select('createdAt').where('id', '=', userId).executeTakeFirst();
  return row?.createdAt ?? null;
}

/** Name, username and picture of these people (deleted accounts included, flagged). */
export async function findPeopleByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username', 'displayName', 'photoUrl', 'deletedAt', 'createdAt'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Addresses and notification settings of these people (deleted accounts left out). */
export async function findMailTargets(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'displayName', 'preferences'])
    .where('id', 'in', [...ids])
    .where('deletedAt', 'is', null)
    .execute();
}

/** Active (not disabled, not deleted) admins and superadmins. */
export async function findActiveAdminIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ['admin', 'superadmin'])
    .where('banned', '=', false)
    .where('deletedAt', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
