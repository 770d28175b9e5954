import type { SearchSort } from '@crowdspark/shared/contracts/search';
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { FUNDED_BP, fromMicros, micros } from '../listings/listing-repository.js';
import { CARD_CREATOR_COLUMNS, LIST_CARD_COLUMNS } from '../repository.js';
import type { ListCardRow } from '../repository.js';
import { tsQuery, withSearchFilters } from './search-repository.js';
import type { Filterable, SearchFilters } from './search-repository.js';

/**
 * One page of campaign search results (decision 0020, "Performance"): which documents a search
 * reads, and in which statements, depends on how many match. The documents themselves and the
 * filters are search-repository.ts's.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A timestamp sort key: its cursor carries microseconds, exact where a float of seconds would round. */
const timeKey = (column: RawBuilder<unknown>, direction: 'asc' | 'desc') => ({
  key: column,
  cursorValue: micros(column),
  direction,
  bound: fromMicros,
});

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
      return timeKey(sql`campaigns.launched_at`, 'desc');
    case 'ending_soon':
      return timeKey(sql`campaigns.ends_at`, 'asc');
    case 'most_funded':
      return {
        key: FUNDED_BP,
        cursorValue: sql<string>`${FUNDED_BP}::text`,
        direction: 'desc' as const,
        bound: (v: string) => sql`${v}::bigint`,
      };
  }
}

export interface CampaignSearchOptions extends SearchFilters {
  /** Normalised words; empty: every public campaign matching the filters. */
  words: readonly string[];
  /**
   * The words with unknown ones corrected (aligned with `words`): each corrected word matches as
   * typed or as corrected, and relevance ranks the matches of the words as typed first.
   */
  corrections?: readonly string[] | null;
  /** Words whose lexemes the result carries (`lexemes`): what the service marks in the results. */
  termWords: readonly string[];
  sort: SearchSort;
  /** The last item's sort value and id. */
  after: { value: string; id: string } | null;
  take: number;
  now: Date;
}

/** `exactMatch`: the words as typed match it (always, without corrections). */
export type CampaignSearchRow = ListCardRow & { sortValue: string; exactMatch: boolean };

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
/**
 * How long a window's start is reused. Finding it walks `size` entries of an index (about 10 ms for
 * 50,000); it moves only as campaigns launch, and a stale start only widens the window (newer
 * documents are inside it), which changes no result: the newest 500 matches are the same in any
 * window that holds 500.
 */
const WINDOW_START_TTL_MS = 60_000;

const windowStarts = new WeakMap<object, Map<number, { since: Date | null; until: number }>>();

/**
 * Terms found common (over COMMON_TERM_MATCHES matches) in the last WINDOW_START_TTL_MS, per
 * database: their relevance page skips the probe. A common term's bitmap is the costly part of its
 * search (a prefix like "lant" expands to every lexeme it begins), and the probe built it only to
 * learn what it learnt a moment ago; matches grow with launches, so a common term stays common. A
 * term that falls to 1000 matches or fewer within the minute is ranked as a common one (its newest
 * 500) until the verdict expires.
 */
const commonTerms = new WeakMap<object, Map<string, number>>();
const COMMON_TERMS_KEPT = 1000;

function knownCommon(db: Db, term: string): boolean {
  const until = commonTerms.get(db)?.get(term);
  return until !== undefined && until > Date.now();
}

function rememberCommon(db: Db, term: string): void {
  const terms = commonTerms.get(db) ?? new Map<string, number>();
  // A bound on memory: the oldest verdict goes first (a Map keeps insertion order).
  if (terms.size >= COMMON_TERMS_KEPT) terms.delete(terms.keys().next().value as string);
  terms.delete(term);
  terms.set(term, Date.now() + WINDOW_START_TTL_MS);
  commonTerms.set(db, terms);
}

/** The launch time of the `size`-th newest document (an index-only walk of its launched_at index), null when there are fewer. */
async function windowStart(db: Db, size: number): Promise<Date | null> {
  const known = windowStarts.get(db)?.get(size);
  if (known && known.until > Date.now()) return known.since;
  const { rows } = await sql<{ since: Date | null; documents: string }>`select min(launched_at) as since, count(*) as documents
    from (select launched_at from campaign_search_documents order by launched_at desc limit ${size}) newest`.execute(db);
  const row = rows[0];
  const since = row && Number(row.documents) >= size ? row.since : null;
  const starts = windowStarts.get(db) ?? new Map<number, { since: Date | null; until: number }>();
  starts.set(size, { since, until: Date.now() + WINDOW_START_TTL_MS });
  windowStarts.set(db, starts);
  return since;
}

/** The documents a page may show (`doc`), as the statement's common table expressions. */
type DocumentsCte = RawBuilder<unknown>;
type PageRow = CampaignSearchRow & { sortKey: unknown; candidates: string | null; termLexemes?: string[] | null };

export interface CampaignSearchPage {
  rows: CampaignSearchRow[];
  /**
   * The lexemes (stems, e.g. "kettl") of each of `termWords`, read in the page's statement rather
   * than in one of their own; empty without words.
   */
  lexemes: Map<string, string[]>;
}

/**
 * One page of public campaigns matching the words and filters, in keyset order (sort key, then
 * id), strictly after `after`: pages never repeat or skip a campaign.
 *
 * The plan depends on how many documents match (decision 0020, "Performance"). The first statement
 * takes up to 1001 matches from the GIN index (a MATERIALIZED CTE, so the planner cannot choose to
 * walk a sort index and test every row) and, when there are at most 1000, ranks or sorts them and
 * returns the page: a selective term costs one statement. Over 1000 the term is common: it is found
 * by walking the sort's index and testing each row's document, which stops after a page, and its
 * relevance ranks its 500 newest matches rather than all of them.
 */
export async function searchCampaignRows(db: Db, options: CampaignSearchOptions): Promise<CampaignSearchPage> {
  const { words, now } = options;
  const corrected = words.length > 0 && !!options.corrections;
  const query = words.length ? tsQuery(words, options.corrections) : null;
  const exact = corrected ? tsQuery(words) : null;
  // Without words there is nothing to rank: relevance is newest first.
  const sort = options.sort === 'relevance' && !query ? 'newest' : options.sort;
  const order = sortKey(sort, query, exact);
  if (!order) throw new Error('unreachable: relevance without a query');
  const idDirection = sort === 'relevance' ? 'asc' : order.direction;
  const filter = <Q extends Filterable>(qb: Q): Q => withSearchFilters(qb, options, now, sort === 'ending_soon');

  // The page over `doc` (a name the statement's CTEs define): a card's columns only, never the story.
  const scope = db as unknown as Kysely<Database & { doc: { campaignId: string; document: string } }>;
  let select = filter(
    scope
      .selectFrom('campaigns')
      .innerJoin('doc', 'doc.campaignId', 'campaigns.id')
      .innerJoin('users', 'users.id', 'campaigns.ownerId')
      .leftJoin('campaignImages as cover', 'cover.id', 'campaigns.coverImageId')
      .select(LIST_CARD_COLUMNS)
      .select(CARD_CREATOR_COLUMNS)
      .select([
        order.cursorValue.as('sortValue'),
        order.key.as('sortKey'),
        (exact ? sql<boolean>`doc.document @@ ${exact}` : sql<boolean>`true`).as('exactMatch'),
      ]),
  );
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
  const pageSelect = select.orderBy(order.key, order.direction).orderBy('campaigns.id', idDirection).limit(options.take);

  /**
   * The page over the documents `ctes` define, with the number of rows of the CTE `counted` (read
   * even when the page is empty: the page joins laterally to that count). The outer ORDER BY
   * repeats the page's, since a join does not promise to keep it.
   */
  const counted = async (ctes: DocumentsCte, countedCte: 'hits' | 'doc', withLexemes = false) => {
    // Each word's lexemes as one space-separated string (lexemes hold no spaces), in the words' order.
    const lexemes = withLexemes
      ? sql`(select array_agg(array_to_string(tsvector_to_array(to_tsvector('english', search_normalise(w))), ' ') order by i)
          from unnest(${[...options.termWords]}::text[]) with ordinality as t(w, i))`
      : sql`null::text[]`;
    const { rows } = await sql<PageRow>`with ${ctes}
      select n.candidates, n.term_lexemes, p.*
      from (select count(*) as candidates, ${lexemes} as term_lexemes from ${sql.table(countedCte)}) n
      left join lateral (${pageSelect}) p on true
      order by p.sort_key ${sql.raw(order.direction)}, p.id ${sql.raw(idDirection)}`.execute(db);
    const lexemesByWord = new Map(
      options.termWords.map((word, i) => [word, (rows[0]?.termLexemes?.[i] ?? '').split(' ').filter(Boolean)] as const),
    );
    return {
      candidates: Number(rows[0]?.candidates ?? 0),
      rows: rows.filter((row) => row.id !== null).map(withoutKeys),
      lexemes: withLexemes ? lexemesByWord : new Map<string, string[]>(),
    };
  };
  const uncounted = async (ctes: DocumentsCte) =>
    (await sql<PageRow>`with ${ctes} ${pageSelect}`.execute(db)).rows.map(withoutKeys);

  // No words: every public document (not materialized: the planner walks the sort's index).
  if (!query) {
    const rows = await uncounted(sql`doc as not materialized (select campaign_id, document from campaign_search_documents)`);
    return { rows, lexemes: new Map() };
  }

  // Common, by relevance: its newest COMMON_TERM_RANKED matches among the documents launched since
  // `since`, ranked. The window's start is known before the statement, so it ANDs two bitmaps (the
  // GIN index's and launched_at's) and reads only the window's matches: walking campaigns newest
  // first and testing each row's document read 28,424 documents to collect 500 for a term in 2 % of
  // them (271 ms on a million). Filters other than "public" join campaigns inside the window, so the
  // 500 are filtered ones.
  const filtered =
    options.status !== undefined ||
    !!options.category ||
    !!options.fundingModel ||
    (options.minFunded !== undefined && options.minFunded > 0) ||
    !!options.location;
  const rankedCandidates = (since: Date | null) => {
    let matching = db
      .selectFrom('campaignSearchDocuments as d')
      .select(['d.campaignId', 'd.document'])
      .where(sql<boolean>`d.document @@ ${query}`);
    if (since) matching = matching.where('d.launchedAt', '>=', since);
    if (filtered) matching = filter(matching.innerJoin('campaigns', 'campaigns.id', 'd.campaignId'));
    return matching.orderBy('d.launchedAt', 'desc').orderBy('d.campaignId', 'desc').limit(COMMON_TERM_RANKED);
  };
  /**
   * The smallest window of newest documents holding COMMON_TERM_RANKED matches; the whole set when
   * the windows run out. `withLexemes` when no probe read them.
   */
  async function rankCommon(withLexemes: boolean): Promise<CampaignSearchPage> {
    for (let size = FIRST_WINDOW; ; size *= WINDOW_GROWTH) {
      const since = await windowStart(db, size);
      const page = await counted(sql`doc as materialized (${rankedCandidates(since)})`, 'doc', withLexemes);
      if (!since || page.candidates >= COMMON_TERM_RANKED) return page;
    }
  }

  const term = JSON.stringify([words, options.corrections ?? null]);
  const relevanceRows = sort === 'relevance' && knownCommon(db, term) ? await rankCommon(true) : null;
  if (relevanceRows) return relevanceRows;

  const first = await counted(
    sql`hits as materialized (select campaign_id, document from campaign_search_documents
        where document @@ ${query} limit ${COMMON_TERM_MATCHES + 1}),
      doc as (select campaign_id, document from hits where (select count(*) from hits) <= ${COMMON_TERM_MATCHES})`,
    'hits',
    true,
  );
  const { lexemes } = first;
  if (first.candidates <= COMMON_TERM_MATCHES) return { rows: first.rows, lexemes };
  rememberCommon(db, term);

  // Common, sorted by a column: walk that column's index, testing each row's document.
  if (sort !== 'relevance') {
    const rows = await uncounted(sql`doc as not materialized (select campaign_id, document from campaign_search_documents
      where document @@ ${query})`);
    return { rows, lexemes };
  }

  return { rows: (await rankCommon(false)).rows, lexemes };
}

/** A row as the service reads it: without the statement's sort key and count. */
function withoutKeys({
  sortKey: _sortKey,
  candidates: _candidates,
  termLexemes: _termLexemes,
  ...row
}: PageRow): CampaignSearchRow {
  return row;
}
