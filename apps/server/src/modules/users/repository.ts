import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, JsonObject, UserRole } from '../../db/schema.js';

/**
 * The original's User document (users collection), rebuilt from relational rows: the scalar
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
}

/** One round trip: the user row plus three `array(select ...)` subqueries. */
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
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    role: row.role,
    followers: row.followers,
    following: row.following,
    savedCampaigns: row.savedCampaigns,
    location: row.location,
    interests: row.interests,
    bio: row.bio,
    username: row.username,
    website: row.website,
    joinDate: row.joinDate,
    hasSubscription: row.hasSubscription,
    subscriptionDetails: row.subscriptionDetails,
  };
}
