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
  /** Disabled by an admin: every session ends at the next request and no new one can start. */
  banned: Generated<boolean>;
  banReason: string | null;
  banExpires: NullableTimestamp;
  /** Settings preferences (privacy, notifications); null until first saved (defaults apply). */
  preferences: JsonObject | null;
}

export interface AuthSessionsTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface AuthAccountsTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: NullableTimestamp;
  refreshTokenExpiresAt: NullableTimestamp;
  scope: string | null;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface AuthFailuresTable {
  id: Generated<string>;
  subject: string;
  kind: string;
  createdAt: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  kind: Generated<string>;
  createdAt: CreatedAt;
  sentAt: NullableTimestamp;
  sendError: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  actorId: string | null;
  action: string;
  targetId: string | null;
  details: ColumnType<JsonObject, JsonObject | undefined, JsonObject>;
  createdAt: CreatedAt;
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
  authSessions: AuthSessionsTable;
  authAccounts: AuthAccountsTable;
  authVerifications: AuthVerificationsTable;
  authFailures: AuthFailuresTable;
  emailOutbox: EmailOutboxTable;
  auditLog: AuditLogTable;
}
