import type { SearchSort, SearchStatus } from '@crowdspark/shared/contracts/search';
import { sql } from 'kysely';
import type { Kysely, RawBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CampaignCardRow } from './repository.js';

/**
 * Search over public campaigns (decision 0020). The documents and the vocabulary are written by
 * the campaigns trigger of migration 0013 in the statement that changes a campaign; this file
 * reads them, and refreshes an owner's documents after a rename.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Statuses with a search document (public campaigns): the trigger's list. */
const PUBLIC_STATUSES = ['live', 'successful', 'unsuccessful', 'canceled'] as const;

/** funded basis points (raised / goal × 10 000): the most_funded key, as in the listing. */
const FUNDED_BP = sql<string>`((campaigns.raised * 10000) / campaigns.goal)`;
const micros = (column: RawBuilder<unknown>) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
const fromMicros = (value: string) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

/**
 * A tsquery from normalised words: all of them (AND), the last one also as a prefix when it has at
 * least two letters (search as you type). With `corrections` (the same words, some replaced by a
 * known word), each corrected position matches either word: `(repiar | repair) & cafe:*`. Words hold
 * letters and digits only (searchWords), so nothing in them is tsquery syntax; the database
 * normalises them again with its own unaccent.
 */
export function tsQuery(words: readonly string[], corrections?: readonly string[] | null): RawBuilder<string> {
  const term = (word: string, last: boolean) => (last && word.length >= 2 ? `${word}:*` : word);
  const text = words
    .map((word, i) => {
      const last = i === words.length - 1;
      const correction = corrections?.[i];
      return correction && correction !== word ? `(${term(word, last)} | ${term(correction, last)})` : term(word, last);
    })
    .join(' & ');
  return sql<string>`to_tsquery('english', search_normalise(${text}))`;
}

/** Each sort's key and direction, with id as the tie-breaker (ascending for relevance, like its key's reading order). */
function sortKey(sort: SearchSort, query: RawBuilder<string> | null, exact: RawBuilder<string> | null) {
  switch (sort) {
    case 'relevance':
      if (!query) return null;
      if (exact) {
        // Matches of the words as typed first, then those only a corrected word finds; within each,
        // by rank. ts_rank's normalisation 32 (rank / (rank + 1)) keeps the rank under 1, so the
        // tier always wins; float8, printed exactly, so a cursor's bound equals the row's key.
        const key = sql`((case when doc.document @@ ${exact} then 1 else 0 end) + ts_rank(doc.document, ${query}, 32)::float8)`;
        return {
          key,
          cursorValue: sql<string>`${key}::text`,
          direction: 'desc' as const,
          bound: (v: string) => sql`${v}::float8`,
        };
      }
      return {
        key: sql`ts_rank(doc.document, ${query})`,
        cursorValue: sql<string>`ts_rank(doc.document, ${query})::text`,
        direction: 'desc' as const,
        bound: (v: string) => sql`${v}::real`,
      };
    case 'newest':
      return {
        key: sql`campaigns.launched_at`,
        cursorValue: micros(sql`campaigns.launched_at`),
        direction: 'desc' as const,
        bound: fromMicros,
      };
    case 'ending_soon':
      return {
        key: sql`campaigns.ends_at`,
        cursorValue: micros(sql`campaigns.ends_at`),
        direction: 'asc' as const,
        bound: fromMicros,
      };
    case 'most_funded':
      return {
        key: FUNDED_BP,
        cursorValue: sql<string>`${FUNDED_BP}::text`,
        direction: 'desc' as const,
        bound: (v: string) => sql`${v}::bigint`,
      };
  }
}

export interface CampaignSearchOptions {
  /** Normalised words; empty: every public campaign matching the filters. */
  words: readonly string[];
  /**
   * The words with unknown ones corrected (aligned with `words`): each corrected word matches as
   * typed or as corrected, and relevance ranks the matches of the words as typed first.
   */
  corrections?: readonly string[] | null;
  status: SearchStatus | undefined;
  category: string | undefined;
  fundingModel: string | undefined;
  minFunded: number | undefined;
  location: string | undefined;
  sort: SearchSort;
  /** The last item's sort value and id. */
  after: { value: string; id: string } | null;
  take: number;
  now: Date;
}

/** `exactMatch`: the words as typed match it (always, without corrections). */
export type CampaignSearchRow = CampaignCardRow & { sortValue: string; exactMatch: boolean };

/** Escapes LIKE's wildcards in user text. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Above this many matching documents a term is "common": see searchCampaignRows. */
const COMMON_TERM_MATCHES = 1000;
/** A common term's relevance ranks this many of its newest matches. */
const COMMON_TERM_RANKED = 500;
/**
 * The first window of newest documents a common term's relevance looks in; widened fourfold until it
 * holds COMMON_TERM_RANKED matches (or is every document): one window for a term in 1 % of the
 * documents or more, and a term with over 1000 matches in a million (0.1 %) needs at most three.
 */
const FIRST_WINDOW = 50_000;
const WINDOW_GROWTH = 4;

/** Whether more than COMMON_TERM_MATCHES documents match (a GIN bitmap, stopped early: a few ms). */
async function isCommon(db: Db, query: RawBuilder<string>): Promise<boolean> {
  const { rows } = await sql<{ matches: string }>`select count(*) as matches from (
    select 1 from campaign_search_documents where document @@ ${query} limit ${COMMON_TERM_MATCHES + 1}) hits`.execute(db);
  return Number(rows[0]?.matches ?? 0) > COMMON_TERM_MATCHES;
}

/** The launch time of the `size`-th newest document (an index-only walk of its launched_at index), null when there are fewer. */
async function windowStart(db: Db, size: number): Promise<Date | null> {
  const { rows } = await sql<{ since: Date | null; documents: string }>`select min(launched_at) as since, count(*) as documents
    from (select launched_at from campaign_search_documents order by launched_at desc limit ${size}) newest`.execute(db);
  const row = rows[0];
  return row && Number(row.documents) >= size ? row.since : null;
}

type Filterable = { where: (...args: never[]) => unknown };

/** The filters of a search, besides its words. */
export type SearchFilters = Pick<CampaignSearchOptions, 'status' | 'category' | 'fundingModel' | 'minFunded' | 'location'>;

/**
 * A query over `campaigns` narrowed to the search's filters (public campaigns only); `liveOnly`
 * for the ending-soon sort, which lists live campaigns only.
 */
function withSearchFilters<Q extends Filterable>(qb: Q, filters: SearchFilters, now: Date, liveOnly: boolean): Q {
  const { status } = filters;
  // One query type stands for any select over campaigns (Kysely's builder types are not generic over it).
  let q = qb as unknown as SelectOverCampaigns;
  if (status === 'live' || liveOnly) {
    q = q.where('campaigns.status', '=', 'live').where('campaigns.endsAt', '>', now);
  } else if (status === 'successful') {
    q = q.where('campaigns.status', '=', 'successful');
  } else if (status === 'ended') {
    // No longer taking pledges: settled, canceled, or past its end while settlement runs.
    q = q.where((eb) =>
      eb.or([
        eb('campaigns.status', 'in', ['successful', 'unsuccessful', 'canceled']),
        eb.and([eb('campaigns.status', '=', 'live'), eb('campaigns.endsAt', '<=', now)]),
      ]),
    );
  } else {
    q = q.where('campaigns.status', 'in', PUBLIC_STATUSES);
  }
  if (filters.category) q = q.where('campaigns.category', '=', filters.category);
  if (filters.fundingModel) q = q.where('campaigns.fundingModel', '=', filters.fundingModel as 'all_or_nothing');
  if (filters.minFunded !== undefined && filters.minFunded > 0) {
    q = q.where(sql<boolean>`campaigns.raised * 100 >= ${filters.minFunded}::bigint * campaigns.goal`);
  }
  if (filters.location) {
    q = q.where(sql<boolean>`search_normalise(campaigns.location) like search_normalise(${likeContaining(filters.location)})`);
  }
  return q as unknown as Q;
}

type SelectOverCampaigns = SelectQueryBuilder<Database, 'campaigns', { id: string }>;

/**
 * Of these campaigns, the ones a search with these words and filters finds, on any of its pages
 * (the same document match and filters as searchCampaignRows): which promotions may fill a promoted
 * slot in its results (docs/product-rules.md#promoted-slots). One statement by primary key.
 */
export async function campaignIdsMatching(
  db: Db,
  campaignIds: readonly string[],
  search: SearchFilters & { words: readonly string[]; now: Date },
): Promise<Set<string>> {
  if (campaignIds.length === 0) return new Set();
  let q = db
    .selectFrom('campaignSearchDocuments as d')
    .innerJoin('campaigns', 'campaigns.id', 'd.campaignId')
    .select('campaigns.id')
    .where('d.campaignId', 'in', [...campaignIds]);
  if (search.words.length) q = q.where(sql<boolean>`d.document @@ ${tsQuery(search.words)}`);
  const rows = await withSearchFilters(q, search, search.now, false).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * One page of public campaigns matching the words and filters, in keyset order (sort key, then
 * id), strictly after `after`: pages never repeat or skip a campaign.
 *
 * The plan depends on how many documents match (decision 0020, "Performance"): a selective term's
 * matches are taken from the GIN index first (a MATERIALIZED CTE, so the planner cannot choose to
 * walk a sort index and test every row), then ranked or sorted; a common term (over 1000 matches)
 * is found by walking the sort's index and testing each row's document, which stops after a page,
 * and its relevance ranks its 500 newest matches rather than all of them.
 */
export async function searchCampaignRows(db: Db, options: CampaignSearchOptions): Promise<CampaignSearchRow[]> {
  const { words, status, now } = options;
  const corrected = words.length > 0 && !!options.corrections;
  const query = words.length ? tsQuery(words, options.corrections) : null;
  const exact = corrected ? tsQuery(words) : null;
  // Without words there is nothing to rank: relevance is newest first.
  const sort = options.sort === 'relevance' && !query ? 'newest' : options.sort;
  const order = sortKey(sort, query, exact);
  if (!order) throw new Error('unreachable: relevance without a query');
  const common = query ? await isCommon(db, query) : false;

  const filter = <Q extends Filterable>(qb: Q): Q => withSearchFilters(qb, options, now, sort === 'ending_soon');

  const cardSelect = (from: ReturnType<typeof withDocuments>) =>
    from
      .selectFrom('campaigns')
      .innerJoin('users', 'users.id', 'campaigns.ownerId')
      .leftJoin('campaignImages as cover', 'cover.id', 'campaigns.coverImageId')
      .selectAll('campaigns')
      .select([
        'users.username as creatorUsername',
        'users.displayName as creatorDisplayName',
        'users.photoUrl as creatorPhotoUrl',
        'cover.variants as coverVariants',
        order.cursorValue.as('sortValue'),
        (exact ? sql<boolean>`doc.document @@ ${exact}` : sql<boolean>`true`).as('exactMatch'),
      ]);

  // Filters beyond "public" (which having a document already means) need the campaign's row.
  const filtered =
    status !== undefined ||
    !!options.category ||
    !!options.fundingModel ||
    (options.minFunded !== undefined && options.minFunded > 0) ||
    !!options.location;
  // A common term's relevance ranks its newest matches: the newest COMMON_TERM_RANKED documents
  // that match, among the documents launched since `since`. The window is found first (below) so
  // that the statement ANDs two bitmaps (the GIN index's and launched_at's) and reads only the
  // window's matches: walking campaigns newest first and testing each row's document read 28 424
  // documents to collect 500 for a term in 2 % of them (271 ms on a million).
  const rankedCandidates = (since: Date | null) => {
    let matching = db
      .selectFrom('campaignSearchDocuments as d')
      .select(['d.campaignId', 'd.document', 'd.launchedAt'])
      .where(sql<boolean>`d.document @@ ${query}`);
    if (since) matching = matching.where('d.launchedAt', '>=', since);
    if (filtered) matching = filter(matching.innerJoin('campaigns', 'campaigns.id', 'd.campaignId'));
    return matching.orderBy('d.launchedAt', 'desc').orderBy('d.campaignId', 'desc').limit(COMMON_TERM_RANKED);
  };
  const rankCommon = query !== null && common && sort === 'relevance';
  // `doc`: the documents this search may return (all public ones when there are no words).
  const withDocuments = (since: Date | null) =>
    db.with(
      (cte) => (query && !(common && sort !== 'relevance') ? cte('doc').materialized() : cte('doc').notMaterialized()),
      (qb) => {
        const documents = qb.selectFrom('campaignSearchDocuments as d').select(['d.campaignId', 'd.document']);
        if (!query) return documents;
        if (rankCommon) return rankedCandidates(since);
        return documents.where(sql<boolean>`d.document @@ ${query}`);
      },
    );

  const page = async (since: Date | null) => {
    let select = filter(cardSelect(withDocuments(since)).innerJoin('doc', 'doc.campaignId', 'campaigns.id'));
    const { after } = options;
    if (after) {
      const bound = order.bound(after.value);
      select =
        order.direction === 'desc' && sort !== 'relevance'
          ? select.where(sql<boolean>`(${order.key}, campaigns.id) < (${bound}, ${after.id})`)
          : order.direction === 'asc'
            ? select.where(sql<boolean>`(${order.key}, campaigns.id) > (${bound}, ${after.id})`)
            : // relevance: rank descending, id ascending
              select.where(sql<boolean>`(${order.key} < ${bound} or (${order.key} = ${bound} and campaigns.id > ${after.id}))`);
    }
    const idDirection = sort === 'relevance' ? 'asc' : order.direction;
    return select
      .select(sql<string>`(select count(*) from doc)`.as('candidates'))
      .orderBy(order.key, order.direction)
      .orderBy('campaigns.id', idDirection)
      .limit(options.take)
      .execute();
  };
  if (!rankCommon) return page(null);
  // The smallest window of newest documents holding COMMON_TERM_RANKED matches (each row says how
  // many candidates its statement ranked); the whole set when the windows run out.
  for (let size = FIRST_WINDOW; ; size *= WINDOW_GROWTH) {
    const since = await windowStart(db, size);
    const rows = await page(since);
    if (!since || Number(rows[0]?.candidates ?? 0) >= COMMON_TERM_RANKED) return rows;
  }
}

/**
 * Titles for the header's suggestions: the best of the first 200 matches (live first). Ranking
 * every match of a two-letter prefix over a million documents would cost far more than a
 * suggestion is worth; the search page ranks them all.
 */
export async function suggestCampaignRows(db: Db, words: readonly string[], take: number, now: Date) {
  const query = tsQuery(words);
  return db
    .with('hits', (qb) =>
      qb
        .selectFrom('campaignSearchDocuments')
        .select(['campaignId', sql<number>`ts_rank(document, ${query})`.as('rank')])
        .where(sql<boolean>`document @@ ${query}`)
        .limit(200),
    )
    .selectFrom('hits')
    .innerJoin('campaigns', 'campaigns.id', 'hits.campaignId')
    .select(['campaigns.id', 'campaigns.title', 'campaigns.category'])
    .orderBy(sql`(campaigns.status = 'live' and campaigns.ends_at > ${now})`, 'desc')
    .orderBy('hits.rank', 'desc')
    .orderBy('campaigns.id')
    .limit(take)
    .execute();
}

/**
 * Which of these words need no correction: words of the vocabulary (for the last, typed word: the
 * start of a known word, search as you type) and stop words, which the search ignores anyway.
 * One statement of index lookups per word. Lateral joins with LIMIT keep them lookups: as EXISTS
 * or `= any(...)` the planner scanned the whole vocabulary (4–50 ms on 60 000 words, against under
 * 1 ms). The start of a word is found as the first known word sorting at or after it, which starts
 * with it if any word does (words are letters and digits, compared in order).
 */
export async function knownWords(db: Db, words: readonly string[], lastIsPrefix: boolean): Promise<Set<string>> {
  if (!words.length) return new Set();
  const { rows } = await sql<{ word: string }>`select w.word
    from unnest(${[...words]}::text[]) with ordinality as w(word, position)
    left join lateral (select 1 as hit from campaign_search_words v
      where v.word = search_normalise(w.word) limit 1) exact on true
    left join lateral (select v.word as next from campaign_search_words v
      where ${lastIsPrefix} and w.position = ${words.length} and v.word >= search_normalise(w.word)
      order by v.word limit 1) after on true
    where numnode(plainto_tsquery('english', w.word)) = 0 or exact.hit is not null
      or starts_with(after.next, search_normalise(w.word))`.execute(db);
  return new Set(rows.map((row) => row.word));
}

/**
 * The candidates for correcting `word`: the known words among `oneEditAway` (a primary-key lookup
 * each, see knownWords) and up to `take` that share enough trigrams with it (pg_trgm's `%`,
 * similarity ≥ 0.3, through the vocabulary's trigram index), most similar first.
 */
export async function correctionCandidates(
  db: Db,
  word: string,
  oneEditAway: readonly string[],
  take: number,
): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`select word from (
      select hit.word from unnest(${[...oneEditAway]}::text[]) as v(word)
      cross join lateral (select k.word from campaign_search_words k where k.word = v.word limit 1) hit
      union
      (select word from campaign_search_words where word % search_normalise(${word})
        order by similarity(word, search_normalise(${word})) desc, word limit ${take})
    ) candidates
    order by similarity(word, search_normalise(${word})) desc, word`.execute(db);
  return rows.map((row) => row.word);
}

/** The owner's public documents again, with their current name (after a rename). */
export async function refreshOwnerDocuments(db: Db, ownerId: string): Promise<void> {
  await sql`update campaign_search_documents d set document = campaign_search_document_of(c)
    from campaigns c where c.id = d.campaign_id and c.owner_id = ${ownerId}`.execute(db);
}

/** The lexemes a query's words match (stems, e.g. "kettl"), which the web highlights as word starts. */
export async function queryLexemes(db: Db, words: readonly string[]): Promise<string[]> {
  if (!words.length) return [];
  const { rows } = await sql<{
    lexemes: string[];
  }>`select coalesce(tsvector_to_array(to_tsvector('english', search_normalise(${words.join(' ')}))), '{}') as lexemes`.execute(
    db,
  );
  return rows[0]?.lexemes ?? [];
}
