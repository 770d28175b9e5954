// The members section of /stats and its CSV (docs/product-rules.md#creator-stats, decision 0079):
// the creator's own membership, read through the memberships module when asked.
import { STATS_RANGE_DAYS, isProStatsRange } from '@crowdspark/shared/constants/stats';
import { minorUnitsAsDecimal } from '@crowdspark/shared/constants/money';
import type { MemberStatsAnswer, MemberStatsQuery } from '@crowdspark/shared/contracts/stats';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { csvDocument } from '../../documents/csv.js';
import { AppError } from '../../errors/app-error.js';
import { utcDay } from '../analytics/service.js';
import { firstMemberDay, memberFigures, memberListOf, membershipCurrencyOf } from '../memberships/service.js';
import { hasActiveSubscription } from '../subscriptions/service.js';
import { PRO_RANGE_MESSAGE } from './service.js';

export const NO_MEMBERSHIP_MESSAGE = 'You have no membership yet: set one up in Settings → Membership.';
const DAY_MS = 86_400_000;

/** The reader's program currency; 404 without one (the members CSV). */
async function currencyOrNotFound(db: Kysely<Database>, creatorId: string): Promise<string> {
  const currency = await membershipCurrencyOf(db, creatorId);
  if (currency === null) throw new AppError('NOT_FOUND', NO_MEMBERSHIP_MESSAGE);
  return currency;
}

/**
 * GET /api/stats/members: the reader's own membership only (no one else's can be named), or null
 * without one. Ranges as
 * the rest of /stats, with the same Pro gate on 90 days and all time. Churn: cancellations in the
 * range ÷ (members at its start + joins in it), everyone who was a member at some point of it.
 */
export async function memberStatsFor(
  db: Kysely<Database>,
  creatorId: string,
  query: MemberStatsQuery,
  now = new Date(),
): Promise<MemberStatsAnswer> {
  const [currency, advanced] = await Promise.all([membershipCurrencyOf(db, creatorId), hasActiveSubscription(db, creatorId)]);
  if (currency === null) return { members: null };
  if (!advanced && isProStatsRange(query.range)) throw new AppError('FORBIDDEN', PRO_RANGE_MESSAGE);
  const toDay = utcDay(now);
  const span = STATS_RANGE_DAYS[query.range];
  const first = span === null ? await firstMemberDay(db, creatorId) : null;
  const fromDay =
    span !== null ? utcDay(new Date(Date.parse(toDay) - (span - 1) * DAY_MS)) : first && first < toDay ? first : toDay;
  const figures = await memberFigures(db, creatorId, currency, fromDay, toDay);
  const joins = figures.days.reduce((sum, d) => sum + d.joins, 0);
  const cancellations = figures.days.reduce((sum, d) => sum + d.cancellations, 0);
  const everyone = figures.membersAtStart + joins;
  const last = figures.days.at(-1);
  const members = {
    range: query.range,
    from: fromDay,
    to: toDay,
    currency,
    totals: {
      members: last?.members ?? 0,
      mrr: last?.mrr ?? 0,
      membersAtStart: figures.membersAtStart,
      joins,
      cancellations,
      churn: everyone > 0 ? cancellations / everyone : null,
    },
    days: figures.days,
  };
  return { members };
}

const STATUS_WORDS = {
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  canceling: 'Canceled (paid month running)',
  canceled: 'Ended',
};
const isoDay = (at: Date | null) => (at ? utcDay(at) : null);

/** GET /api/stats/members/export.csv: every membership of the reader, newest first, formula-safe cells. */
export async function membersCsv(db: Kysely<Database>, creatorId: string): Promise<string> {
  await currencyOrNotFound(db, creatorId);
  const rows = await memberListOf(db, creatorId);
  return csvDocument(
    ['Member', 'Tier', 'Monthly price', 'Currency', 'Status', 'Joined', 'Next charge', 'Ended or ends'],
    rows.map((row) => [
      row.member,
      row.tier,
      minorUnitsAsDecimal(row.price),
      row.currency,
      STATUS_WORDS[row.status],
      isoDay(row.joinedAt),
      isoDay(row.nextChargeAt),
      isoDay(row.endsAt),
    ]),
  );
}
