import type { Preferences, profileUpdateSchema, PublicProfile, SessionUser } from '@crowdspark/shared/contracts/users';
import { NOTIFICATION_TYPES, preferencesSchema } from '@crowdspark/shared/contracts/users';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { REMOVED_PROFILE_NAME } from '@crowdspark/shared/constants/moderation';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import { writeAuditEntry } from '../../audit/audit-log.js';
import { AppError } from '../../errors/app-error.js';
import { randomFileKey } from '../../storage/file-storage.js';
import { deleteKeysOfUser } from '../../http/idempotency-store.js';
import { pageViewsForExport } from '../analytics/service.js';
import {
  anonymiseUser,
  clearProfileContent,
  linkedProviders,
  savePreferences,
  sessionsForExport,
  setPhotoUrl,
  updateProfile,
  writeSubscriptionFields,
} from '../identity/service.js';
import { recordEvent } from '../events/service.js';
import { socialCountsOf } from '../social/service.js';
import type { FileStorage } from '../../storage/file-storage.js';
import {
  lockProfileContent,
  findAccountCreatedAt,
  findActiveAccountByUsername,
  findPeopleByIds,
  findActiveAdminIds,
  findMailTargets,
  findInterests,
  findPhotoUrl,
  findPublicUserIdByUsername,
  findStoredPreferences,
  findUserDocument,
  findUserFields,
  usernameTakenByOther,
} from './repository.js';
import { isUniqueViolation } from '../../db/errors.js';

/** People search (decision 0020), for the search module. */
export { searchPeople } from './search.js';

/** Until a user saves preferences: backed campaigns private, every in-app notification on, weekly digest. */
export const DEFAULT_PREFERENCES: Preferences = {
  privacy: { showBackedCampaigns: false },
  notifications: {
    inApp: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])) as Preferences['notifications']['inApp'],
    email: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])) as Preferences['notifications']['inApp'],
    emailDigest: 'weekly',
  },
};

export function preferencesOf(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

/** The session user of GET /api/me (shared sessionUserSchema). */
export async function loadSessionUser(db: Kysely<Database>, userId: string): Promise<SessionUser | null> {
  const doc = await findUserFields(db, userId);
  if (!doc) return null;
  const storedPreferences = await findStoredPreferences(db, userId);
  // Counts, not the user document's lists: a popular account's followers are unbounded.
  const counts = await socialCountsOf(db, userId);
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
    followers: counts.followers,
    following: counts.following,
    savedCampaigns: counts.savedCampaigns,
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
    preferences: preferencesOf(storedPreferences),
    linkedProviders: await linkedProviders(db, userId),
    twoFactorEnabled: doc.twoFactorEnabled,
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

/**
 * Saves the settings profile. Usernames are unique whatever their case; a clash (also one that
 * slips in between the check and the write) is a 409 on the username field. Returns the session
 * user as GET /api/me shows it.
 */
export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<SessionUser> {
  const taken = () =>
    new AppError('CONFLICT', 'That username is taken.', { username: 'That username is taken. Try another one.' });
  if (await usernameTakenByOther(db, input.username, userId)) throw taken();
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select(['displayName', 'username'])
        .where('id', '=', userId)
        .executeTakeFirst();
      await updateProfile(trx, userId, {
        displayName: input.displayName,
        username: input.username,
        bio: input.bio,
        location: input.location,
        website: input.website,
        interests: [...new Set(input.interests)],
      });
      // Campaign search documents hold the creator's name: campaigns refreshes them (decision 0020).
      if (before && (before.displayName !== input.displayName || before.username !== input.username)) {
        await recordEvent(trx, { type: 'user.renamed', payload: { userId } });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const updated = await loadSessionUser(db, userId);
  if (!updated) throw new AppError('NOT_FOUND', 'The account no longer exists.');
  return updated;
}

/** Saves the settings preferences; in-app notification types the client left out stay on. */
export async function saveOwnPreferences(db: Kysely<Database>, userId: string, input: Preferences): Promise<Preferences> {
  const preferences: Preferences = {
    ...input,
    notifications: {
      ...input.notifications,
      inApp: { ...DEFAULT_PREFERENCES.notifications.inApp, ...input.notifications.inApp },
    },
  };
  await savePreferences(db, userId, preferences);
  return preferences;
}

/** Everything the account holds about its owner, as the "download my data" file. */
export async function exportOwnData(db: Kysely<Database>, userId: string) {
  const profile = await loadSessionUser(db, userId);
  // The export is the one place that holds the whole lists: everything the account holds.
  const lists = await findUserDocument(db, userId);
  const storedPreferences = await findStoredPreferences(db, userId);
  const sessions = await sessionsForExport(db, userId);
  const pageViews = await pageViewsForExport(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    preferences: preferencesOf(storedPreferences),
    follows: { followers: lists?.followers ?? [], following: lists?.following ?? [] },
    savedCampaigns: lists?.savedCampaigns ?? [],
    sessions,
    pageViews,
  };
}

/** Stores a new avatar (already re-encoded) and removes the previous file; returns the new URL. */
export async function replaceAvatar(
  deps: { db: Kysely<Database>; fileStorage: FileStorage },
  userId: string,
  image: Buffer,
): Promise<string> {
  const previous = await findPhotoUrl(deps.db, userId);
  const url = await deps.fileStorage.put(randomFileKey('avatars', userId, 'webp'), image, 'image/webp');
  await setPhotoUrl(deps.db, userId, url);
  if (previous) await deps.fileStorage.removeByUrl(previous).catch(() => undefined);
  return url;
}

/**
 * An admin removes what a reported person wrote on their profile (docs/product-rules.md#reports,
 * decision 0035): the display name becomes a neutral one, bio, location, website and avatar go.
 * The account, its username (the profile's address) and everything else stay: disabling is the
 * separate "disable user" resolution. Audited with which fields held something (not their words:
 * the append-only log would otherwise keep what the removal erases) and the admin's note as the
 * reason; `profile.content_removed`, and `user.renamed` (campaign search documents hold the name).
 * The avatar's file is deleted once the change is committed.
 */
export async function removeProfileContent(
  deps: { db: Kysely<Database>; fileStorage: FileStorage },
  actor: { id: string; role: string },
  userId: string,
  reason: string,
): Promise<void> {
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'Only admins can remove a profile’s content.');
  const removedPhoto = await deps.db.transaction().execute(async (trx) => {
    const row = await lockProfileContent(trx, userId);
    if (!row || row.deletedAt) throw new AppError('NOT_FOUND', 'This profile no longer exists.');
    const held = {
      customName: row.displayName !== REMOVED_PROFILE_NAME,
      bio: row.bio !== null && row.bio !== '',
      location: row.location !== null && row.location !== '',
      website: row.website !== null && row.website !== '',
      avatar: row.photoUrl !== null,
    };
    await clearProfileContent(trx, userId, REMOVED_PROFILE_NAME);
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: 'profile.remove_content',
      targetType: 'user',
      targetId: userId,
      before: held,
      after: { customName: false, bio: false, location: false, website: false, avatar: false },
      reason,
    });
    await recordEvent(trx, { type: 'profile.content_removed', payload: { userId, removedBy: actor.id } });
    if (held.customName) await recordEvent(trx, { type: 'user.renamed', payload: { userId } });
    return row.photoUrl;
  });
  if (removedPhoto) await deps.fileStorage.removeByUrl(removedPhoto).catch(() => undefined);
}

/**
 * The account's profile as it stays after deletion (hook before account deletion): see
 * anonymiseUser. Its stored Idempotency-Key answers go too (they can hold personal data). The
 * ledger, payments, pledges and ended campaigns keep their history, pointing at "Deleted user".
 */
export async function anonymiseDeletedAccount(trx: Transaction<Database>, userId: string): Promise<void> {
  await deleteKeysOfUser(trx, userId);
  await anonymiseUser(trx, userId, new Date());
  // Ended campaigns stay searchable: their documents must drop the old name (decision 0020).
  await recordEvent(trx, { type: 'user.renamed', payload: { userId } });
}

/** The interests picked in settings, for the feed's "for you" (decision 0021). */
export function interestsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  return findInterests(db, userId);
}

/** For other modules: an active account's id by username (null for unknown or deleted). */
export async function activeUserIdByUsername(db: Kysely<Database>, username: string): Promise<string | null> {
  return (await findActiveAccountByUsername(db, username))?.id ?? null;
}

/** For other modules: the id of the person whose profile this username names (undefined: none, or disabled). */
export function publicUserIdByUsername(db: Kysely<Database>, username: string): Promise<string | undefined> {
  return findPublicUserIdByUsername(db, username);
}

/** For other modules: when the account was created (null when there is none). */
export async function accountCreatedAt(db: Kysely<Database>, userId: string): Promise<Date | null> {
  return findAccountCreatedAt(db, userId);
}

export interface PersonCard {
  id: string;
  username: string | null;
  displayName: string;
  photoUrl: string | null;
  deleted: boolean;
  createdAt: Date;
}

/** For other modules (messages): how to show these people, by id (a deleted account shows as such). */
export async function personCardsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, PersonCard>> {
  const rows = await findPeopleByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.deletedAt ? null : row.username,
        displayName: row.deletedAt ? 'Deleted account' : row.displayName,
        photoUrl: row.deletedAt ? null : row.photoUrl,
        deleted: row.deletedAt !== null,
        createdAt: row.createdAt,
      },
    ]),
  );
}

export interface NotificationTarget {
  id: string;
  email: string;
  displayName: string;
  preferences: Preferences;
}

/** For the notifications module: every active admin and superadmin (ledger alerts, decision 0035). */
export async function adminUserIds(db: Kysely<Database>): Promise<string[]> {
  return findActiveAdminIds(db);
}

/** For the notifications module: where to write to these people, and what they want to hear. */
export async function notificationTargets(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, NotificationTarget>> {
  const rows = await findMailTargets(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, email: row.email, displayName: row.displayName, preferences: preferencesOf(row.preferences) },
    ]),
  );
}

/**
 * For the notifications module's unsubscribe link: stops e-mail for one kind, or for every kind
 * (`all`: the digest choice becomes "off" too). Money mails are not affected (they ignore settings).
 */
export async function stopNotificationEmail(
  db: Kysely<Database>,
  userId: string,
  type: (typeof NOTIFICATION_TYPES)[number] | 'all',
): Promise<Preferences> {
  const current = preferencesOf(await findStoredPreferences(db, userId));
  const email = { ...(current.notifications.email ?? DEFAULT_PREFERENCES.notifications.email!) };
  for (const kind of NOTIFICATION_TYPES) if (type === 'all' || kind === type) email[kind] = false;
  const next: Preferences = {
    ...current,
    notifications: { ...current.notifications, email, ...(type === 'all' ? { emailDigest: 'off' as const } : {}) },
  };
  await savePreferences(db, userId, next);
  return next;
}

/**
 * The user document's `hasSubscription` and `subscriptionDetails` (original §3), kept by the
 * subscriptions module in the transaction of each change to its own row (decision 0033), so
 * /api/me reads them without asking that module.
 */
export async function setSubscriptionSummary(
  trx: Transaction<Database>,
  userId: string,
  summary: { hasSubscription: boolean; subscriptionDetails: NonNullable<SessionUser['subscriptionDetails']> | null },
): Promise<void> {
  await writeSubscriptionFields(trx, userId, summary);
}
