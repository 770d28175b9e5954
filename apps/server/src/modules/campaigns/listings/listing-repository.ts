import type { CampaignSort } from '@crowdspark/shared/contracts/campaign-listings';
import { NEAR_GOAL_PERCENT } from '@crowdspark/shared/contracts/discovery';
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ListingCursor } from './cursor.js';
import { listCardQuery } from '../repository.js';
import type { ListCardRow } from '../repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/* The public listings' keyset queries: newest, ending soon, most funded, near goal. */

/** funded basis points (raised / goal × 10 000): the most_funded sort key, same expression as its index. */
export const FUNDED_BP = sql<string>`((campaigns.raised * 10000) / campaigns.goal)`;

/** A timestamp as whole microseconds since the epoch (exact: extract gives a numeric), for cursors. */
export const micros = (column: string | RawBuilder<unknown>) =>
  sql<string>`(extract(epoch from ${typeof column === 'string' ? sql.ref(column) : column}) * 1000000)::bigint::text`;
export const fromMicros = (value: string) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

/**
 * Each public list's keyset: its sort key (the expression its partial index is built on), the
 * direction, the key as the cursor carries it (an integer as text: microseconds for timestamps,
 * so a cursor is exact to the database's precision) and, for some, which campaigns belong.
 * Decision 0021 lists the indexes; every list is `where status = 'live'` plus these.
 */
const LISTING_KEYS: Record<
  CampaignSort,
  {
    key: RawBuilder<unknown>;
    direction: 'asc' | 'desc';
    cursorValue: RawBuilder<string>;
    bound: (value: string) => RawBuilder<unknown>;
  }
> = {
  newest: {
    key: sql`campaigns.launched_at`,
    direction: 'desc',
    cursorValue: micros('campaigns.launched_at'),
    bound: fromMicros,
  },
  ending_soon: {
    key: sql`campaigns.ends_at`,
    direction: 'asc',
    cursorValue: micros('campaigns.ends_at'),
    bound: fromMicros,
  },
  most_funded: {
    key: FUNDED_BP,
    direction: 'desc',
    cursorValue: sql<string>`${FUNDED_BP}::text`,
    bound: (v) => sql`${v}::bigint`,
  },
  near_goal: { key: FUNDED_BP, direction: 'desc', cursorValue: sql<string>`${FUNDED_BP}::text`, bound: (v) => sql`${v}::bigint` },
  trending: {
    key: sql`campaigns.trending_score`,
    direction: 'desc',
    cursorValue: sql<string>`campaigns.trending_score::text`,
    bound: (v) => sql`${v}::integer`,
  },
  staff_picks: {
    key: sql`campaigns.staff_picked_at`,
    direction: 'desc',
    cursorValue: micros('campaigns.staff_picked_at'),
    bound: fromMicros,
  },
};

/** Near goal: from 80 % funded (NEAR_GOAL_PERCENT, in basis points) until the goal is reached. */
const NEAR_GOAL_FROM_BP = NEAR_GOAL_PERCENT * 100;

export interface LiveListingOptions {
  sort: CampaignSort;
  category: string | undefined;
  cursor: ListingCursor | null;
  /** One more than the page size, to know whether a next page exists. */
  take: number;
  now: Date;
}

/** A listed campaign with its position in the list (the cursor's value). */
export type ListedCampaignRow = ListCardRow & { sortKey: string };

/**
 * Live campaigns that have not reached their end, in keyset order: each sort has a total order
 * (its key, then id), and the cursor continues strictly after the last item, so pages never
 * repeat or skip a campaign even when many share a sort value.
 */
export async function selectLiveCampaigns(db: Db, options: LiveListingOptions): Promise<ListedCampaignRow[]> {
  const { sort, category, cursor, take, now } = options;
  const spec = LISTING_KEYS[sort];
  let query = listCardQuery(db)
    .select(spec.cursorValue.as('sortKey'))
    .where('campaigns.status', '=', 'live')
    .where('campaigns.endsAt', '>', now);
  if (category) query = query.where('campaigns.category', '=', category);
  if (sort === 'near_goal')
    query = query.where(FUNDED_BP, '>=', sql<string>`${NEAR_GOAL_FROM_BP}`).where(FUNDED_BP, '<', sql<string>`10000`);
  if (sort === 'staff_picks') query = query.where('campaigns.staffPickedAt', 'is not', null);
  if (cursor) {
    const after = spec.direction === 'desc' ? sql.raw('<') : sql.raw('>');
    query = query.where(sql<boolean>`(${spec.key}, campaigns.id) ${after} (${spec.bound(cursor.value)}, ${cursor.id})`);
  }
  return query.orderBy(spec.key, spec.direction).orderBy('campaigns.id', spec.direction).limit(take).execute();
}
