import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject, UserRole } from '../../db/schema.js';

/**
 * Every write to the `users` table outside Better Auth's own adapter: identity owns the table
 * (one writer per table, docs/ARCHITECTURE.md#modules-their-tables-and-what-they-register), and
 * the users (profiles) and admin modules change a person's row through identity's service.
 */

/**
 * Removes everything personal in users' own tables while keeping the row the money history points
 * at (identity removes sign-in methods, sessions and pending links; other modules clean their own
 * tables from their hooks; follows and saved campaigns go in social's): the profile becomes "Deleted user"
 * under an address that can never receive mail (.invalid) nor sign in.
 */
export async function anonymiseUser(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: false,
      displayName: 'Deleted user',
      photoUrl: null,
      username: null,
      bio: null,
      location: null,
      website: null,
      interests: [],
      hasSubscription: false,
      subscriptionDetails: null,
      preferences: null,
      banned: true,
      banReason: 'Account deleted by its owner.',
      deletedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Clears what the person wrote on their profile (an admin's removal): the name becomes `displayName`. */
export async function clearProfileContent(trx: Transaction<Database>, userId: string, displayName: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ displayName, bio: null, location: null, website: null, photoUrl: null, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The profile fields a person writes themselves (users' settings page). */
export interface ProfileFields {
  displayName: string;
  username: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  interests: string[];
}

/** Throws the database's unique violation (23505) when the username was taken meanwhile. */
export async function updateProfile(db: Kysely<Database>, userId: string, fields: ProfileFields): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function savePreferences(db: Kysely<Database>, userId: string, preferences: JsonObject): Promise<void> {
  await db.updateTable('users').set({ preferences, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function setPhotoUrl(db: Kysely<Database>, userId: string, photoUrl: string): Promise<void> {
  await db.updateTable('users').set({ photoUrl, updatedAt: new Date() }).where('id', '=', userId).execute();
}

/** The subscription fields of the user document (written for the subscriptions module, decision 0033). */
export async function writeSubscriptionFields(
  db: Kysely<Database>,
  userId: string,
  fields: { hasSubscription: boolean; subscriptionDetails: JsonObject | null },
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

export async function setRole(db: Kysely<Database>, userId: string, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role, updatedAt: new Date() }).where('id', '=', userId).execute();
}

export async function setBanned(db: Kysely<Database>, userId: string, banned: boolean, reason: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ banned, banReason: banned ? reason : null, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}
