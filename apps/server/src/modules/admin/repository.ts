import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.js';
import type { DatedCursor } from '../../http/dated-cursor.js';

/**
 * The admin module writes `users.role` and `users.banned` (its audited actions) and reads the
 * portal's views of people. Reads that join other modules' tables are read-only views for admins
 * (docs/decisions/0035-admin-portal.md); every write stays with the owning module.
 */

export interface AdminTarget {
  id: string;
  role: UserRole;
  banned: boolean;
}

export async function findAdminTarget(db: Kysely<Database>, userId: string): Promise<AdminTarget | undefined> {
  return db.selectFrom('users').select(['id', 'role', 'banned']).where('id', '=', userId).executeTakeFirst();
}

/** Locks the person's row for the change (two admins acting at once queue). */
export async function lockAdminTarget(db: Kysely<Database>, userId: string): Promise<AdminTarget | undefined> {
  return db.selectFrom('users').select(['id', 'role', 'banned']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

const USER_COLUMNS = [
  'id',
  'email',
  'displayName',
  'username',
  'role',
  'banned',
  'emailVerified',
  'createdAt',
  'lastLoginAt',
] as const;

export interface UserSearch {
  q: string | undefined;
  role: UserRole | undefined;
  disabled: boolean | undefined;
  after: DatedCursor | null;
  take: number;
}

/** People newest first, matching name, username or e-mail (case-insensitive substring). Deleted accounts are left out. */
export async function searchUsers(db: Kysely<Database>, search: UserSearch) {
  let query = db.selectFrom('users').select(USER_COLUMNS).where('deletedAt', 'is', null);
  if (search.q) {
    const pattern = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('displayName', 'ilike', pattern), eb('username', 'ilike', pattern), eb('email', 'ilike', pattern)]),
    );
  }
  if (search.role) query = query.where('role', '=', search.role);
  if (search.disabled !== undefined) query = query.where('banned', '=', search.disabled);
  if (search.after) query = query.where(sql<boolean>`(users.created_at, users.id) < (${search.after.at}, ${search.after.id})`);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(search.take).execute();
}

export async function findUserRow(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** What the user view shows besides the person: their campaigns, pledges, sessions and reports. */
export async function userActivity(db: Kysely<Database>, userId: string) {
  const [campaigns, pledges, sessions, filed, against] = await Promise.all([
    db
      .selectFrom('campaigns')
      .select(['id', 'title', 'status', 'raised'])
      .where('ownerId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('pledges')
      .innerJoin('campaigns', 'campaigns.id', 'pledges.campaignId')
      .select([
        'pledges.id',
        'pledges.campaignId',
        'campaigns.title',
        'pledges.amount',
        'pledges.currency',
        'pledges.status',
        'pledges.createdAt',
      ])
      .where('pledges.backerId', '=', userId)
      .orderBy('pledges.createdAt', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('authSessions')
      .select(['id', 'createdAt', 'expiresAt', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reporterId', '=', userId)
      .executeTakeFirstOrThrow(),
    // Reports about this person: their profile, or their campaigns.
    db
      .selectFrom('reports')
      .select(['id', 'targetType', 'reason', 'status', 'createdAt'])
      .where((eb) =>
        eb.or([
          eb.and([eb('targetType', '=', 'profile'), eb('targetId', '=', userId)]),
          eb.and([
            eb('targetType', '=', 'campaign'),
            eb('targetId', 'in', eb.selectFrom('campaigns').select('id').where('ownerId', '=', userId)),
          ]),
        ]),
      )
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute(),
  ]);
  return { campaigns, pledges, sessions, filed: Number(filed.n), against };
}
