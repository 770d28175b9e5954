import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How many actors a grouped notification names ("Ada, Bo and 10 others"). */
const ACTORS_KEPT = 3;

/**
 * A new notification, or, when the person has an unread one of the same group, that one grown:
 * one more in `count`, the newest actor first, and moved to the top (updated_at).
 */
export async function upsertNotification(
  trx: Transaction<Database>,
  row: {
    id: string;
    userId: string;
    kind: string;
    groupKey: string;
    link: string;
    subjectTitle: string | null;
    actorId: string | null;
    /** The item this notice (or its growth) is about, when it can disappear later (an update). */
    itemId: string | null;
  },
): Promise<void> {
  const actors = row.actorId ? [row.actorId] : [];
  const items = row.itemId ? [row.itemId] : [];
  await trx
    .insertInto('notifications')
    .values({
      id: row.id,
      userId: row.userId,
      kind: row.kind,
      groupKey: row.groupKey,
      link: row.link,
      subjectTitle: row.subjectTitle,
      actorIds: sql<string[]>`${actors}::text[]`,
      itemIds: sql<string[]>`${items}::text[]`,
      // The clock, not now(): deliveries of several events share one transaction (a batch), and
      // the inbox orders by this time, so each notice needs the moment it was written.
      updatedAt: sql`clock_timestamp()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'groupKey'])
        .where('readAt', 'is', null)
        .doUpdateSet({
          count: sql`notifications.count + 1`,
          actorCount: sql`notifications.actor_count + case when ${row.actorId}::text is null or ${row.actorId}::text = any(notifications.actor_ids) then 0 else 1 end`,
          actorIds: sql<string[]>`case when ${row.actorId}::text is null or ${row.actorId}::text = any(notifications.actor_ids)
            then notifications.actor_ids else (array[${row.actorId}::text] || notifications.actor_ids)[1:${ACTORS_KEPT}] end`,
          itemIds: sql<string[]>`notifications.item_ids || ${items}::text[]`,
          link: row.link,
          subjectTitle: row.subjectTitle,
          updatedAt: sql`clock_timestamp()`,
        }),
    )
    .execute();
}

export async function notificationPage(
  db: Db,
  userId: string,
  limit: number,
  after: { at: Date; id: string } | null,
  unreadOnly: boolean,
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'link', 'subjectTitle', 'actorIds', 'actorCount', 'count', 'readAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (unreadOnly) query = query.where('readAt', 'is', null);
  if (after)
    query = query.where((eb) =>
      eb.or([eb('updatedAt', '<', after.at), eb.and([eb('updatedAt', '=', after.at), eb('id', '<', after.id)])]),
    );
  return query.execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the person's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const exists = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!exists) return false;
  await db.updateTable('notifications').set({ readAt: new Date() }).where('id', '=', id).where('readAt', 'is', null).execute();
  return true;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt: new Date() })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .execute();
}

/**
 * Notices that stand for a deleted item go: one that stands for it alone is deleted; a grouped one
 * ("3 new updates") counts one fewer, forgets it, and links to `fallbackLink` if it linked to it.
 * Found through `item_ids` (GIN, migration 0030). Returns whose inboxes changed.
 */
export async function forgetNoticesOfItem(
  trx: Transaction<Database>,
  kind: string,
  item: { id: string; link: string },
  fallbackLink: string,
): Promise<string[]> {
  const standsFor = sql<boolean>`item_ids @> array[${item.id}::text]`;
  const deleted = await trx
    .deleteFrom('notifications')
    .where('kind', '=', kind)
    .where(standsFor)
    .where('count', '<=', 1)
    .returning('userId')
    .execute();
  const shrunk = await trx
    .updateTable('notifications')
    .set({
      count: sql`count - 1`,
      itemIds: sql<string[]>`array_remove(item_ids, ${item.id}::text)`,
      link: sql<string>`case when link = ${item.link} then ${fallbackLink} else link end`,
    })
    .where('kind', '=', kind)
    .where(standsFor)
    .returning('userId')
    .execute();
  return [...deleted, ...shrunk].map((row) => row.userId);
}

/** Others' notices that linked to a deleted person's profile link to the notifications page instead. */
export async function unlinkProfile(db: Db, username: string): Promise<void> {
  const profile = `/profile/${username}`;
  await db
    .updateTable('notifications')
    .set({ link: '/notifications' })
    .where((eb) => eb.or([eb('link', '=', profile), eb('link', 'like', `${profile.replace(/[\\%_]/g, '\\$&')}/%`)]))
    .execute();
}

export async function deleteNotificationsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('userId', '=', userId).execute();
  await db.deleteFrom('notificationDigests').where('userId', '=', userId).execute();
}

/** The unread notification of this group waits for the person's next digest. */
export async function markEmailPending(db: Db, userId: string, groupKey: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailPending: true })
    .where('userId', '=', userId)
    .where('groupKey', '=', groupKey)
    .where('readAt', 'is', null)
    .execute();
}

/** People with notifications waiting for a digest. */
export async function usersWithPendingEmail(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('notifications').select('userId').distinct().where('emailPending', '=', true).execute();
  return rows.map((row) => row.userId);
}

export async function pendingForDigest(db: Db, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'link', 'subjectTitle', 'actorIds', 'actorCount', 'count', 'readAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('emailPending', '=', true)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function clearPending(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailPending: false })
    .where('userId', '=', userId)
    .where('emailPending', '=', true)
    .execute();
}

export async function lastDigestAt(db: Db, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('notificationDigests').select('lastSentAt').where('userId', '=', userId).executeTakeFirst();
  return row?.lastSentAt ?? null;
}

export async function recordDigest(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('notificationDigests')
    .values({ userId, lastSentAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ lastSentAt: at }))
    .execute();
}
