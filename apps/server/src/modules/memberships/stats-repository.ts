// Membership figures for the creator's stats, the members CSV and the profile's member count, read
// from the membership tables when asked (docs/product-rules.md#creator-stats, decision 0079).
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LIVE_STATUSES } from './repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * When a membership stopped counting as a member: the moment its member canceled (they keep the
 * paid month, but it will not renew), or, for one ended because a renewal stayed unpaid, the end
 * of its last paid month. Null while it renews.
 */
const STOPPED_AT = sql<Date | null>`case
  when m.canceled_at is not null then m.canceled_at
  when m.status = 'canceled' then m.current_period_end
end`;

export interface MemberDayRow {
  day: string;
  members: number;
  mrr: number;
  joins: number;
  cancellations: number;
}

/**
 * One row per UTC day from `fromDay` to `toDay`: members and their monthly prices at the end of
 * the day, joins and cancellations during it. Each day is compared with every membership of the
 * creator (days × memberships): a creator's memberships are few next to what a day of pledges
 * holds, and the answer is exact whatever the jobs did (nothing is kept in counters).
 */
export async function memberDaysOf(db: Executor, creatorId: string, fromDay: string, toDay: string): Promise<MemberDayRow[]> {
  const { rows } = await sql<{ day: string; members: string; mrr: string; joins: string; cancellations: string }>`
    with m as (
      select m.started_at, m.price, ${STOPPED_AT} as stopped_at
      from memberships m where m.creator_id = ${creatorId}
    ), d as (
      select g as start, g + interval '1 day' as finish
      from generate_series(
        (${fromDay}::date)::timestamp at time zone 'UTC',
        (${toDay}::date)::timestamp at time zone 'UTC',
        interval '1 day'
      ) g
    )
    select to_char(d.start at time zone 'UTC', 'YYYY-MM-DD') as day,
      count(m.started_at) filter (where m.started_at < d.finish and (m.stopped_at is null or m.stopped_at >= d.finish)) as members,
      coalesce(sum(m.price) filter (where m.started_at < d.finish and (m.stopped_at is null or m.stopped_at >= d.finish)), 0) as mrr,
      count(m.started_at) filter (where m.started_at >= d.start and m.started_at < d.finish) as joins,
      count(m.started_at) filter (where m.stopped_at >= d.start and m.stopped_at < d.finish) as cancellations
    from d left join m on true
    group by d.start
    order by d.start`.execute(db);
  return rows.map((row) => ({
    day: row.day,
    members: Number(row.members),
    mrr: Number(row.mrr),
    joins: Number(row.joins),
    cancellations: Number(row.cancellations),
  }));
}

/** Members at an instant (the start of a range): joined before it, not stopped by it. */
export async function membersAt(db: Executor, creatorId: string, at: Date): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (select m.started_at, ${STOPPED_AT} as stopped_at from memberships m where m.creator_id = ${creatorId}) m
    where m.started_at < ${at} and (m.stopped_at is null or m.stopped_at >= ${at})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The UTC day of the creator's first join (the start of "all time"), or null. */
export async function firstJoinDay(db: Executor, creatorId: string): Promise<string | null> {
  const row = await db
    .selectFrom('memberships')
    .select(sql<string | null>`to_char(min(started_at) at time zone 'UTC', 'YYYY-MM-DD')`.as('day'))
    .where('creatorId', '=', creatorId)
    .executeTakeFirst();
  return row?.day ?? null;
}

/** Every membership of the creator with its member's name and tier, newest first (the members CSV). */
export function memberRowsOf(db: Executor, creatorId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.memberId')
    .innerJoin('membershipTiers', 'membershipTiers.id', 'memberships.tierId')
    .select([
      'users.displayName',
      'users.username',
      'membershipTiers.title as tierTitle',
      'memberships.price',
      'memberships.currency',
      'memberships.status',
      'memberships.cancelAtPeriodEnd',
      'memberships.canceledAt',
      'memberships.startedAt',
      'memberships.currentPeriodEnd',
      'memberships.pauseUntil',
    ])
    .where('memberships.creatorId', '=', creatorId)
    .orderBy('memberships.startedAt', 'desc')
    .orderBy('memberships.id')
    .execute();
}

/** Members holding a place now, every tier (what the tiers' own counts add up to). */
export async function liveMemberCount(db: Executor, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select(sql<string>`count(*)`.as('n'))
    .where('creatorId', '=', creatorId)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function saveShowMemberCount(trx: Transaction<Database>, creatorId: string, show: boolean): Promise<void> {
  await trx.updateTable('membershipPrograms').set({ showMemberCount: show }).where('creatorId', '=', creatorId).execute();
}
