import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type MemberPostRow = Selectable<Database['memberPosts']>;

/**
 * The statuses in which a membership still reads posts: a past-due member keeps access while the
 * renewal is retried (docs/product-rules.md#memberships). Memberships' own rule, read here from its
 * tables (the owner writes them; any module may read, db/table-owners.ts).
 */
const LIVE_STATUSES = ['active', 'past_due'] as const;

export function insertPost(
  trx: Transaction<Database>,
  values: { id: string; creatorId: string; minTierId: string | null; title: string; bodyHtml: string },
): Promise<void> {
  return trx
    .insertInto('memberPosts')
    .values(values)
    .execute()
    .then(() => undefined);
}

export async function changePost(
  trx: Transaction<Database>,
  id: string,
  changes: { title?: string; bodyHtml?: string; minTierId?: string | null },
): Promise<void> {
  await trx
    .updateTable('memberPosts')
    .set({ ...changes, editedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deletePost(trx: Transaction<Database>, id: string): Promise<boolean> {
  return (await trx.deleteFrom('memberPosts').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}

export function findPost(db: Db, creatorId: string, id: string): Promise<MemberPostRow | undefined> {
  return db.selectFrom('memberPosts').selectAll().where('id', '=', id).where('creatorId', '=', creatorId).executeTakeFirst();
}

export function findPostById(db: Db, id: string): Promise<MemberPostRow | undefined> {
  return db.selectFrom('memberPosts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of the creator's posts, newest first; never the body. */
export function postPage(db: Db, creatorId: string, after: { at: Date; id: string } | null, take: number) {
  let query = db
    .selectFrom('memberPosts')
    .select(['id', 'creatorId', 'minTierId', 'title', 'createdAt', 'editedAt'])
    .where('creatorId', '=', creatorId);
  if (after) query = query.where(sql<boolean>`(member_posts.created_at, member_posts.id) < (${after.at}, ${after.id})`);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(take).execute();
}

/**
 * Marks that the post's members were told; false when it was marked already (a repeated delivery)
 * or the post is gone. The row lock serialises two deliveries at once.
 */
export async function markNoticed(trx: Transaction<Database>, id: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('memberPosts')
    .set({ noticedAt: now })
    .where('id', '=', id)
    .where('noticedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The creator's tiers (archived ones too: a post may name one), with their rank (position) and title. */
export function tiersOf(db: Db, creatorId: string) {
  return db
    .selectFrom('membershipTiers')
    .select(['id', 'position', 'title', 'archivedAt'])
    .where('creatorId', '=', creatorId)
    .execute();
}

/** Whether the creator's membership is on (posts are written for a running membership). */
export async function programEnabled(db: Db, creatorId: string): Promise<boolean> {
  const row = await db.selectFrom('membershipPrograms').select('enabled').where('creatorId', '=', creatorId).executeTakeFirst();
  return row?.enabled === true;
}

/**
 * Live memberships of a creator that still read posts at `now`, with their tier's rank: active
 * or past due (not paused), and not cancelled or pausing with the paid month over (the renewal
 * job or the member's next read marks those; until then this read leaves them out itself). A
 * pause begins at the paid month's end (decision 0080).
 */
function readingMemberships(db: Db, creatorId: string, now: Date) {
  return db
    .selectFrom('memberships')
    .innerJoin('membershipTiers', 'membershipTiers.id', 'memberships.tierId')
    .select(['memberships.memberId', 'membershipTiers.position'])
    .where('memberships.creatorId', '=', creatorId)
    .where('memberships.status', 'in', LIVE_STATUSES)
    .where((eb) => eb.or([eb('memberships.cancelAtPeriodEnd', '=', false), eb('memberships.currentPeriodEnd', '>', now)]))
    .where((eb) => eb.or([eb('memberships.pauseUntil', 'is', null), eb('memberships.currentPeriodEnd', '>', now)]));
}

/** The rank (tier position) of the reader's membership that reads posts now, or null. */
export async function readerRank(db: Db, creatorId: string, memberId: string, now: Date): Promise<number | null> {
  const row = await readingMemberships(db, creatorId, now).where('memberships.memberId', '=', memberId).executeTakeFirst();
  return row ? row.position : null;
}

/** Members whose tier ranks at `minPosition` or above (every reading member when null). */
export async function readersAtOrAbove(db: Db, creatorId: string, minPosition: number | null, now: Date): Promise<string[]> {
  let query = readingMemberships(db, creatorId, now);
  if (minPosition !== null) query = query.where('membershipTiers.position', '>=', minPosition);
  return (await query.execute()).map((row) => row.memberId);
}

/** The newest posts by any of the creators (titles only), for the follow feed. */
export function newestPostsBy(db: Db, creatorIds: readonly string[], limit: number) {
  return db
    .selectFrom('memberPosts')
    .innerJoin('users', 'users.id', 'memberPosts.creatorId')
    .select([
      'memberPosts.id',
      'memberPosts.creatorId',
      'memberPosts.minTierId',
      'memberPosts.title',
      'memberPosts.createdAt',
      'users.username',
      'users.displayName',
    ])
    .where('memberPosts.creatorId', 'in', creatorIds)
    .where('users.username', 'is not', null)
    .where('users.deletedAt', 'is', null)
    .orderBy('memberPosts.createdAt', 'desc')
    .orderBy('memberPosts.id', 'desc')
    .limit(limit)
    .execute();
}
