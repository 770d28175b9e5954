import type { Preferences, PublicProfile, SessionUser } from '@crowdspark/shared/contracts/users';
import { NOTIFICATION_TYPES, preferencesSchema } from '@crowdspark/shared/contracts/users';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUserDocument } from './repository.js';

/** Until a user saves preferences: backed campaigns private, every in-app notification on, weekly digest. */
export const DEFAULT_PREFERENCES: Preferences = {
  privacy: { showBackedCampaigns: false },
  notifications: {
    inApp: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])) as Preferences['notifications']['inApp'],
    emailDigest: 'weekly',
  },
};

export function preferencesOf(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export async function linkedProviders(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('authAccounts')
    .select('providerId')
    .where('userId', '=', userId)
    .orderBy('providerId')
    .execute();
  return [...new Set(rows.map((r) => r.providerId))];
}

/** The session user of GET /api/me (shared sessionUserSchema). */
export async function loadSessionUser(db: Kysely<Database>, userId: string): Promise<SessionUser | null> {
  const doc = await findUserDocument(db, userId);
  if (!doc) return null;
  const prefs = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  return {
    id: doc.id,
    uid: doc.id,
    email: doc.email,
    emailVerified: doc.emailVerified,
    name: doc.displayName,
    displayName: doc.displayName,
    avatar: doc.photoURL,
    photoURL: doc.photoURL,
    role: doc.role,
    followers: doc.followers,
    following: doc.following,
    savedCampaigns: doc.savedCampaigns,
    username: doc.username ?? '',
    bio: doc.bio,
    location: doc.location,
    website: doc.website,
    interests: doc.interests,
    joinDate: doc.joinDate.toISOString(),
    createdAt: doc.createdAt.toISOString(),
    lastLoginAt: doc.lastLoginAt?.toISOString() ?? null,
    hasSubscription: doc.hasSubscription,
    subscriptionDetails: (doc.subscriptionDetails ?? null) as SessionUser['subscriptionDetails'],
    preferences: preferencesOf(prefs?.preferences),
    linkedProviders: await linkedProviders(db, userId),
  };
}

export async function findPublicProfile(db: Kysely<Database>, username: string): Promise<PublicProfile | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'displayName',
      'photoUrl',
      'bio',
      'location',
      'website',
      'interests',
      'joinDate',
      'role',
      (eb) =>
        eb
          .selectFrom('userFollows')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('userFollows.followeeId', '=', 'users.id')
          .as('followerCount'),
      (eb) =>
        eb
          .selectFrom('userFollows')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('userFollows.followerId', '=', 'users.id')
          .as('followingCount'),
    ])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('banned', '=', false)
    .executeTakeFirst();
  if (!row?.username) return null;
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    bio: row.bio,
    location: row.location,
    website: row.website,
    interests: row.interests,
    joinDate: row.joinDate.toISOString(),
    role: row.role,
    followerCount: Number(row.followerCount ?? 0),
    followingCount: Number(row.followingCount ?? 0),
  };
}
