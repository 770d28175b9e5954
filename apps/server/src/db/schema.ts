import type { ColumnType, Generated } from 'kysely';

/**
 * Table types as Kysely sees them. Columns are snake_case in SQL and camelCase here: the
 * CamelCasePlugin (see database.ts) translates both ways, so only migrations spell SQL names.
 */

/** A timestamp the database fills in by default; readable as Date, writable as Date or ISO text. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const USER_ROLES = ['user', 'admin', 'superadmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface UsersTable {
  /** Text, not uuid: Better Auth (issue 3) generates its own string ids onto this table. */
  id: string;
  email: string;
  emailVerified: Generated<boolean>;
  displayName: string;
  photoUrl: string | null;
  role: Generated<UserRole>;
  username: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  interests: Generated<string[]>;
  hasSubscription: Generated<boolean>;
  subscriptionDetails: JsonObject | null;
  joinDate: CreatedAt;
  lastLoginAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface UserFollowsTable {
  followerId: string;
  followeeId: string;
  createdAt: CreatedAt;
}

export interface SavedCampaignsTable {
  userId: string;
  /** uuid; the foreign key to campaigns arrives with the campaigns migration. */
  campaignId: string;
  createdAt: CreatedAt;
}

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  title: string;
  referrer: string | null;
  sessionId: string;
  userId: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  topic: string;
  message: string;
  /** Anonymised sender network (IPv4 /24, IPv6 /48): enough to spot abuse, not to identify. */
  ipNetwork: string | null;
  userAgent: string | null;
  userId: string | null;
  createdAt: CreatedAt;
  handledAt: NullableTimestamp;
}

export interface Database {
  users: UsersTable;
  userFollows: UserFollowsTable;
  savedCampaigns: SavedCampaignsTable;
  pageViews: PageViewsTable;
  contactMessages: ContactMessagesTable;
}
