import type { Preferences, PublicProfile, SessionUser } from '@crowdspark/shared/contracts/users';
import { NOTIFICATION_TYPES, preferencesSchema } from '@crowdspark/shared/contracts/users';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { assertReauthenticated } from '../../auth/reauthentication.js';
import type { Reauthentication } from '../../auth/reauthentication.js';
import { AppError, identityError } from '../../errors/app-error.js';
import { campaignsBlockingDeletion, deleteOwnedDrafts } from '../campaigns/account-deletion.js';
import { anonymiseUser, findUserDocument, lockLivingUser, moneyInMotion } from './repository.js';

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

/** A top-up still waiting for the provider this recently may yet credit the wallet. */
const PENDING_PAYMENT_WINDOW_MS = 24 * 3600_000;

export const DELETION_BLOCKED_PREFIX = 'Your account cannot be deleted yet.';

/**
 * Deletes the signed-in account, all or nothing. The person first proves who they are (password,
 * or a fresh Google sign-in). Then, in one transaction that locks the user and their wallets,
 * everything that still moves money is checked before anything changes: money in a wallet, active
 * pledges, a live campaign, a withdrawal on its way, a top-up being processed. Any of these
 * refuses with 409 and what to do first. Otherwise drafts are deleted and the account anonymised
 * (see anonymiseUser): the ledger, payments, pledges and ended campaigns keep their history,
 * pointing at "Deleted user".
 */
export async function deleteOwnAccount(db: Kysely<Database>, request: Reauthentication): Promise<void> {
  await assertReauthenticated(db, request);
  await db.transaction().execute(async (trx) => {
    if (!(await lockLivingUser(trx, request.userId))) throw identityError('UNAUTHENTICATED', 'user-token-expired');
    const pending = await moneyInMotion(trx, request.userId, new Date(Date.now() - PENDING_PAYMENT_WINDOW_MS));
    const reasons: string[] = [];
    if (pending.walletsWithMoney > 0) reasons.push('Your wallet still holds money: withdraw it first.');
    if (pending.openWithdrawals > 0) reasons.push('A withdrawal is on its way to your bank: wait until it is paid or returned.');
    if (pending.pendingPayments > 0) reasons.push('A top-up is still being processed: wait until it completes.');
    if (pending.activePledges > 0)
      reasons.push('You back campaigns that have not ended: cancel those pledges, or wait until the campaigns settle.');
    const campaignReason = await campaignsBlockingDeletion(trx, request.userId);
    if (campaignReason) reasons.push(campaignReason);
    if (reasons.length) throw new AppError('CONFLICT', [DELETION_BLOCKED_PREFIX, ...reasons].join(' '));
    await deleteOwnedDrafts(trx, request.userId);
    await anonymiseUser(trx, request.userId, new Date());
    await trx
      .insertInto('auditLog')
      .values({ actorId: request.userId, action: 'user.delete', targetId: request.userId, details: {} })
      .execute();
  });
}
