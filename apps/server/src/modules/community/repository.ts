import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { CampaignCommentsTable, CampaignUpdatesTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The only writer of `campaign_updates` and `campaign_comments` (decision 0024). Reads join
 * `users` for names and avatars (a join in a read is fine, decision 0017).
 */

export interface Keyset {
  at: Date;
  id: string;
}

export type UpdateRow = Selectable<CampaignUpdatesTable>;
export type CommentRow = Selectable<CampaignCommentsTable>;

const authorColumns = ['users.username', 'users.displayName', 'users.photoUrl'] as const;

export interface UpdateWithAuthor extends UpdateRow {
  username: string | null;
  displayName: string;
  photoUrl: string | null;
}

export async function insertUpdate(trx: Db, values: Insertable<CampaignUpdatesTable>): Promise<void> {
  await trx.insertInto('campaignUpdates').values(values).execute();
}

export async function findUpdate(db: Db, campaignId: string, updateId: string): Promise<UpdateWithAuthor | undefined> {
  return db
    .selectFrom('campaignUpdates')
    .innerJoin('users', 'users.id', 'campaignUpdates.authorId')
    .selectAll('campaignUpdates')
    .select(authorColumns)
    .where('campaignUpdates.id', '=', updateId)
    .where('campaignUpdates.campaignId', '=', campaignId)
    .executeTakeFirst();
}

/** The update wherever it is (reports name an update by id alone). */
export async function findUpdateById(db: Db, updateId: string): Promise<UpdateRow | undefined> {
  return db.selectFrom('campaignUpdates').selectAll().where('id', '=', updateId).executeTakeFirst();
}

/** The update, locked until the transaction ends (its removal and an edit queue). */
export async function lockUpdate(trx: Transaction<Database>, updateId: string): Promise<UpdateRow | undefined> {
  return trx.selectFrom('campaignUpdates').selectAll().where('id', '=', updateId).forUpdate().executeTakeFirst();
}

/** One page of a campaign's updates, newest first; `take` is one more than the page. */
export async function listUpdatePage(
  db: Db,
  campaignId: string,
  after: Keyset | null,
  take: number,
): Promise<UpdateWithAuthor[]> {
  let query = db
    .selectFrom('campaignUpdates')
    .innerJoin('users', 'users.id', 'campaignUpdates.authorId')
    .selectAll('campaignUpdates')
    .select(authorColumns)
    .where('campaignUpdates.campaignId', '=', campaignId);
  if (after) query = query.where(sql<boolean>`(campaign_updates.created_at, campaign_updates.id) < (${after.at}, ${after.id})`);
  return query.orderBy('campaignUpdates.createdAt', 'desc').orderBy('campaignUpdates.id', 'desc').limit(take).execute();
}

export async function changeUpdate(trx: Db, updateId: string, changes: Updateable<CampaignUpdatesTable>): Promise<void> {
  await trx.updateTable('campaignUpdates').set(changes).where('id', '=', updateId).execute();
}

export async function deleteUpdate(trx: Db, updateId: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('campaignUpdates').where('id', '=', updateId).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

export interface CommentWithAuthor extends CommentRow {
  username: string | null;
  displayName: string;
  photoUrl: string | null;
}

export async function insertComment(trx: Db, values: Insertable<CampaignCommentsTable>): Promise<void> {
  await trx.insertInto('campaignComments').values(values).execute();
}

export async function findComment(db: Db, commentId: string): Promise<CommentWithAuthor | undefined> {
  return db
    .selectFrom('campaignComments')
    .innerJoin('users', 'users.id', 'campaignComments.authorId')
    .selectAll('campaignComments')
    .select(authorColumns)
    .where('campaignComments.id', '=', commentId)
    .executeTakeFirst();
}

/** The comment, locked until the transaction ends (an edit and a delete of one comment queue). */
export async function lockComment(trx: Transaction<Database>, commentId: string): Promise<CommentRow | undefined> {
  return trx.selectFrom('campaignComments').selectAll().where('id', '=', commentId).forUpdate().executeTakeFirst();
}

/**
 * One page of top comments of a campaign (updateId null) or of one update, newest first. A
 * deleted top comment stays only while it has a reply left (it shows "Comment deleted").
 */
export async function listThreadPage(
  db: Db,
  campaignId: string,
  updateId: string | null,
  after: Keyset | null,
  take: number,
): Promise<CommentWithAuthor[]> {
  let query = db
    .selectFrom('campaignComments as c')
    .innerJoin('users', 'users.id', 'c.authorId')
    .selectAll('c')
    .select(authorColumns)
    .where('c.campaignId', '=', campaignId)
    .where('c.parentId', 'is', null)
    .where((eb) =>
      eb.or([
        eb('c.deletedAt', 'is', null),
        eb.exists(
          eb
            .selectFrom('campaignComments as r')
            .select('r.id')
            .whereRef('r.parentId', '=', 'c.id')
            .where('r.deletedAt', 'is', null),
        ),
      ]),
    );
  query = updateId === null ? query.where('c.updateId', 'is', null) : query.where('c.updateId', '=', updateId);
  if (after) query = query.where(sql<boolean>`(c.created_at, c.id) < (${after.at}, ${after.id})`);
  return query.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(take).execute();
}

/** The replies (not deleted) to these top comments, oldest first, at most `perThread` each. */
export async function listReplies(db: Db, parentIds: readonly string[], perThread: number): Promise<CommentWithAuthor[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .selectFrom('campaignComments')
    .innerJoin('users', 'users.id', 'campaignComments.authorId')
    .selectAll('campaignComments')
    .select(authorColumns)
    .select(
      sql<number>`row_number() over (partition by campaign_comments.parent_id order by campaign_comments.created_at, campaign_comments.id)`.as(
        'position',
      ),
    )
    .where('campaignComments.parentId', 'in', [...parentIds])
    .where('campaignComments.deletedAt', 'is', null)
    .orderBy('campaignComments.createdAt')
    .orderBy('campaignComments.id')
    .execute();
  return rows.filter((row) => Number(row.position) <= perThread);
}

export async function changeCommentBody(trx: Db, commentId: string, body: string, at: Date): Promise<void> {
  await trx.updateTable('campaignComments').set({ body, editedAt: at }).where('id', '=', commentId).execute();
}

/** Keeps the row (its replies hang on it) without its words. */
export async function markCommentDeleted(trx: Db, commentId: string, deletedBy: string, at: Date): Promise<void> {
  await trx.updateTable('campaignComments').set({ body: '', deletedAt: at, deletedBy }).where('id', '=', commentId).execute();
}

/**
 * A deleted account's comments lose their words as a deleted comment does (the rows stay, so
 * replies by others keep their thread). Returns how many were erased.
 */
export async function eraseCommentsOf(db: Db, authorId: string, at: Date): Promise<number> {
  const rows = await db
    .updateTable('campaignComments')
    .set({ body: '', deletedAt: at, deletedBy: authorId })
    .where('authorId', '=', authorId)
    .where('deletedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** How many comments the person posted since `since` (deleted ones count: deleting does not refill the allowance). */
export async function countCommentsSince(db: Db, authorId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('campaignComments')
    .select(sql<string>`count(*)`.as('n'))
    .where('authorId', '=', authorId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
