import type { SearchStatus } from '@crowdspark/shared/contracts/search';
import { sql } from 'kysely';
import type { Kysely, RawBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Search over public campaigns (decision 0020). The documents and the vocabulary are written by
 * the campaigns trigger of migration 0013 in the statement that changes a campaign; this file
 * reads them, and refreshes an owner's documents after a rename.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Statuses with a search document (public campaigns): the trigger's list. */
const PUBLIC_STATUSES = ['live', 'successful', 'unsuccessful', 'canceled'] as const;

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

/** Escapes LIKE's wildcards in user text. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Filterable = { where: (...args: never[]) => unknown };

/** The filters of a search, besides its words. */
export interface SearchFilters {
  status: SearchStatus | undefined;
  category: string | undefined;
  fundingModel: string | undefined;
  minFunded: number | undefined;
  location: string | undefined;
}

/**
 * A query over `campaigns` narrowed to the search's filters (public campaigns only); `liveOnly`
 * for the ending-soon sort, which lists live campaigns only.
 */
export function withSearchFilters<Q extends Filterable>(qb: Q, filters: SearchFilters, now: Date, liveOnly: boolean): Q {
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
 * Of `oneEditAway` (the strings one edit from `word`), the words of the vocabulary, most similar to
 * `word` first: a primary-key lookup each (see knownWords).
 */
export async function knownAmong(db: Db, word: string, oneEditAway: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`select hit.word from unnest(${[...oneEditAway]}::text[]) as v(word)
    cross join lateral (select k.word from campaign_search_words k where k.word = v.word limit 1) hit
    order by similarity(hit.word, search_normalise(${word})) desc, hit.word`.execute(db);
  return rows.map((row) => row.word);
}

/**
 * Up to `take` words of the vocabulary sharing enough trigrams with `word` (pg_trgm's `%`,
 * similarity ≥ 0.3, through the vocabulary's trigram index), most similar first.
 */
export async function similarWords(db: Db, word: string, take: number): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`select word from campaign_search_words
    where word % search_normalise(${word})
    order by similarity(word, search_normalise(${word})) desc, word limit ${take}`.execute(db);
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
