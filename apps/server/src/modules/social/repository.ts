import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The only writer of `user_follows` and `saved_campaigns` (decision 0019). Reads join `users` for
 * names and avatars (a join in a read is fine, decision 0017); campaigns are read through
 * campaigns' service.
 */

/** The keyset position of a paged list: the row's date and the other side's id (the tie-breaker). */
export interface Keyset {
  at: Date;
  id: string;
}

/** A person found by username (case-insensitive), unless disabled or deleted. */
export async function findActiveUserByUsername(db: Db, username: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('banned', '=', false)
    .executeTakeFirst();
}

/** Inserts the follow; false when it existed already (following is idempotent). */
export async function insertFollow(trx: Db, followerId: string, followeeId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('userFollows')
    .values({ followerId, followeeId })
    .onConflict((oc) => oc.columns(['followerId', 'followeeId']).doNothing())
    .returning('followerId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(trx: Db, followerId: string, followeeId: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('userFollows')
    .where('followerId', '=', followerId)
    .where('followeeId', '=', followeeId)
    .returning('followerId')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userFollows')
    .select('followerId')
    .where('followerId', '=', followerId)
    .where('followeeId', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The people this user follows, most recent follow first. */
export async function followedIds(db: Db, followerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('userFollows')
    .select('followeeId')
    .where('followerId', '=', followerId)
    .orderBy('createdAt', 'desc')
    .orderBy('followeeId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.followeeId);
}

export interface SocialCounts {
  followers: number;
  following: number;
  savedCampaigns: number;
}

/** One round trip: the three counts of the session user and profiles. */
export async function countsOf(db: Db, userId: string): Promise<SocialCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('userFollows')
        .select(sql<string>`count(*)`.as('n'))
        .where('followeeId', '=', userId)
        .as('followers'),
      eb
        .selectFrom('userFollows')
        .select(sql<string>`count(*)`.as('n'))
        .where('followerId', '=', userId)
        .as('following'),
      eb
        .selectFrom('savedCampaigns')
        .select(sql<string>`count(*)`.as('n'))
        .where('userId', '=', userId)
        .as('savedCampaigns'),
    ])
    .executeTakeFirstOrThrow();
  return {
    followers: Number(row.followers ?? 0),
    following: Number(row.following ?? 0),
    savedCampaigns: Number(row.savedCampaigns ?? 0),
  };
}

export interface PersonRow {
  id: string;
  username: string | null;
  displayName: string;
  photoUrl: string | null;
  bio: string | null;
  followedAt: Date;
}

/**
 * One page of a person's followers (`side` 'followers') or of the people they follow
 * ('following'), newest follow first; `take` is one more than the page so the caller knows
 * whether a next page exists. Keyset on (created_at, other id), backed by 0012's indexes.
 */
export async function listFollowPage(
  db: Db,
  userId: string,
  side: 'followers' | 'following',
  after: Keyset | null,
  take: number,
): Promise<PersonRow[]> {
  const own = side === 'followers' ? 'userFollows.followeeId' : 'userFollows.followerId';
  const other = side === 'followers' ? 'userFollows.followerId' : 'userFollows.followeeId';
  const otherColumn = side === 'followers' ? sql.ref('user_follows.follower_id') : sql.ref('user_follows.followee_id');
  let query = db
    .selectFrom('userFollows')
    .innerJoin('users', 'users.id', other)
    .select([
      'users.id',
      'users.username',
      'users.displayName',
      'users.photoUrl',
      'users.bio',
      'userFollows.createdAt as followedAt',
    ])
    .where(own, '=', userId)
    .where('users.banned', '=', false);
  if (after) query = query.where(sql<boolean>`(user_follows.created_at, ${otherColumn}) < (${after.at}, ${after.id})`);
  return query.orderBy('userFollows.createdAt', 'desc').orderBy(other, 'desc').limit(take).execute();
}

export async function deleteFollowsOf(trx: Db, userId: string): Promise<void> {
  await trx
    .deleteFrom('userFollows')
    .where((eb) => eb.or([eb('followerId', '=', userId), eb('followeeId', '=', userId)]))
    .execute();
}

/** Inserts the save; false when it existed already (saving is idempotent). */
export async function insertSave(trx: Db, userId: string, campaignId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('savedCampaigns')
    .values({ userId, campaignId })
    .onConflict((oc) => oc.columns(['userId', 'campaignId']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the save; false when there was none. */
export async function deleteSave(trx: Db, userId: string, campaignId: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('savedCampaigns')
    .where('userId', '=', userId)
    .where('campaignId', '=', campaignId)
    .returning('userId')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function isSaved(db: Db, userId: string, campaignId: string): Promise<boolean> {
  const row = await db
    .selectFrom('savedCampaigns')
    .select('userId')
    .where('userId', '=', userId)
    .where('campaignId', '=', campaignId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which of these campaigns the user saved, among those the public can see (a save of a campaign
 * suspended since answers false, as campaigns' `isVisibleTo` hides drafts and suspended ones from
 * everyone but owner and admins). One statement: the primary key (user_id, campaign_id) finds the
 * saves with `campaign_id = any(...)`, each joined to its campaign by the campaigns primary key.
 */
export async function savedAmong(db: Db, userId: string, campaignIds: readonly string[]): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .selectFrom('savedCampaigns')
    .innerJoin('campaigns', 'campaigns.id', 'savedCampaigns.campaignId')
    .select('savedCampaigns.campaignId')
    .where('savedCampaigns.userId', '=', userId)
    .where('savedCampaigns.campaignId', '=', sql<string>`any(${sql.val([...campaignIds])}::text[])`)
    .where('campaigns.status', 'not in', ['draft', 'suspended'])
    .execute();
  return rows.map((row) => row.campaignId);
}

export async function countSaves(db: Db, campaignId: string): Promise<number> {
  const row = await db
    .selectFrom('savedCampaigns')
    .select(sql<string>`count(*)`.as('n'))
    .where('campaignId', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFollowers(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('userFollows')
    .select(sql<string>`count(*)`.as('n'))
    .where('followeeId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a person's saves, newest first (keyset on created_at, campaign id). */
export async function listSavePage(db: Db, userId: string, after: Keyset | null, take: number) {
  let query = db.selectFrom('savedCampaigns').select(['campaignId', 'createdAt']).where('userId', '=', userId);
  if (after) query = query.where(sql<boolean>`(created_at, campaign_id) < (${after.at}, ${after.id})`);
  return query.orderBy('createdAt', 'desc').orderBy('campaignId', 'desc').limit(take).execute();
}

/** The save, locked until the reminder job's transaction ends (so two runs cannot both remind). */
export async function lockSave(trx: Transaction<Database>, userId: string, campaignId: string) {
  return trx
    .selectFrom('savedCampaigns')
    .select(['userId', 'campaignId', 'remindedAt'])
    .where('userId', '=', userId)
    .where('campaignId', '=', campaignId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markReminded(trx: Transaction<Database>, userId: string, campaignId: string, at: Date): Promise<void> {
  await trx
    .updateTable('savedCampaigns')
    .set({ remindedAt: at })
    .where('userId', '=', userId)
    .where('campaignId', '=', campaignId)
    .execute();
}

export async function deleteSavesOf(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('savedCampaigns').where('userId', '=', userId).execute();
}

/** Names and avatars of these people (suggestions), disabled and deleted accounts left out. */
export async function findPeople(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username', 'displayName', 'photoUrl', 'bio'])
    .where('id', 'in', [...ids])
    .where('banned', '=', false)
    .execute();
}

/** The person's stored preferences (users' column), read for the backed-campaigns privacy setting. */
export async function findStoredPreferences(db: Db, userId: string): Promise<unknown> {
  const row = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  return row?.preferences;
}

/** Records the block; false when it existed already (blocking is idempotent). */
export async function insertBlock(trx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await trx
    .insertInto('userBlocks')
    .values({ blockerId, blockedId })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .returning('blockerId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBlock(trx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('userBlocks')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isBlocking(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userBlocks')
    .select('blockerId')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Follows between the two people, both ways, go (a block ends them). */
export async function deleteFollowsBetween(trx: Db, a: string, b: string): Promise<string[][]> {
  const rows = await trx
    .deleteFrom('userFollows')
    .where((eb) =>
      eb.or([
        eb.and([eb('followerId', '=', a), eb('followeeId', '=', b)]),
        eb.and([eb('followerId', '=', b), eb('followeeId', '=', a)]),
      ]),
    )
    .returning(['followerId', 'followeeId'])
    .execute();
  return rows.map((row) => [row.followerId, row.followeeId]);
}

export async function deleteBlocksOf(trx: Db, userId: string): Promise<void> {
  await trx
    .deleteFrom('userBlocks')
    .where((eb) => eb.or([eb('blockerId', '=', userId), eb('blockedId', '=', userId)]))
    .execute();
}
