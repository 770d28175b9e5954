// What other modules read of a creator's membership for stats (modules/stats calls it): the daily
// figures and the member list behind the members CSV (docs/product-rules.md#creator-stats).
import type { Kysely } from 'kysely';
import type { Database, MembershipStatus } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { findProgram } from './repository.js';
import { firstJoinDay, memberDaysOf, memberRowsOf, membersAt, type MemberDayRow } from './stats-repository.js';

export interface MemberFigures {
  currency: string;
  /** Members at the start (00:00 UTC) of the first day. */
  membersAtStart: number;
  days: MemberDayRow[];
}

/** The creator's program currency, or null when they never set up a membership. */
export async function membershipCurrencyOf(db: Kysely<Database>, creatorId: string): Promise<string | null> {
  return (await findProgram(db, creatorId))?.currency ?? null;
}

/** The first day anyone joined (the start of "all time"), or null. */
export function firstMemberDay(db: Kysely<Database>, creatorId: string): Promise<string | null> {
  return firstJoinDay(db, creatorId);
}

/** Members, monthly recurring revenue, joins and cancellations per UTC day from `fromDay` to `toDay`. */
export async function memberFigures(
  db: Kysely<Database>,
  creatorId: string,
  currency: string,
  fromDay: string,
  toDay: string,
): Promise<MemberFigures> {
  const [membersAtStart, days] = await Promise.all([
    membersAt(db, creatorId, new Date(`${fromDay}T00:00:00.000Z`)),
    memberDaysOf(db, creatorId, fromDay, toDay),
  ]);
  return { currency, membersAtStart, days };
}

export interface MemberListRow {
  member: string;
  tier: string;
  /** Minor units a month. */
  price: number;
  currency: string;
  /** active, past_due, paused (no access until it resumes), canceling (canceled, paid month still running) or canceled (ended). */
  status: MembershipStatus | 'canceling';
  joinedAt: Date;
  /** When the next month is charged; null when it will not renew. */
  nextChargeAt: Date | null;
  /** When it ended or will end (the paid month's end); null while it renews. */
  endsAt: Date | null;
}

/** Every membership of the creator, newest first: who, which tier, what it costs and where it stands. */
export async function memberListOf(db: Kysely<Database>, creatorId: string): Promise<MemberListRow[]> {
  const rows = await memberRowsOf(db, creatorId);
  return rows.map((row) => {
    const renews = row.status !== 'canceled' && !row.cancelAtPeriodEnd;
    return {
      member: row.displayName || (row.username ? `@${row.username}` : 'Deleted account'),
      tier: row.tierTitle,
      price: toMinorUnits(row.price),
      currency: row.currency,
      status: row.status !== 'canceled' && row.cancelAtPeriodEnd ? 'canceling' : row.status,
      joinedAt: row.startedAt,
      nextChargeAt: renews ? (row.status === 'paused' ? row.pauseUntil : row.currentPeriodEnd) : null,
      endsAt: renews ? null : row.currentPeriodEnd,
    };
  });
}
