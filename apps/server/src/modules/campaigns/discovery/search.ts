import type { CampaignSearchResult, CampaignSuggestion, SearchQuery, SearchSort } from '@crowdspark/shared/contracts/search';
import type { CategorySlug } from '@crowdspark/shared/constants/categories';
import { searchWords } from '@crowdspark/shared/constants/search-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { correctWords } from '../../../text/typo-correction.js';
import type { CorrectionVocabulary } from '../../../text/typo-correction.js';
import { toListItem } from '../presenter.js';
import * as repo from './search-repository.js';
import { searchCampaignRows } from './search-rows.js';
import type { CampaignSearchRow } from './search-rows.js';

/**
 * Campaign search (decision 0020): full text over public campaigns, unknown words corrected (the
 * shared `text/typo-correction.ts`), with keyset pages. The search module composes it with people
 * search.
 */

/**
 * How a search's first page matched, which its later pages repeat: the words as typed (`corrected`
 * null); the corrected words instead, because the words as typed found nothing (`alsoTyped` false);
 * or either, matches of the words as typed ranked first (`alsoTyped` true, relevance only).
 */
interface SearchCursor {
  sort: SearchSort;
  value: string;
  id: string;
  /** The corrected query the first page used, so later pages continue the same results. */
  corrected: string | null;
  alsoTyped: boolean;
  /** No result of the first page matched the words as typed: `correctedQuery` on every page. */
  onlyCorrected: boolean;
}

function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.sort, cursor.value, cursor.id, cursor.corrected, cursor.alsoTyped, cursor.onlyCorrected]),
  ).toString('base64url');
}

const invalidCursor = () =>
  new AppError('BAD_REQUEST', 'The cursor is not valid for this search; start again from the first page.');

function decodeCursor(raw: string, sort: SearchSort): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 6 || parsed[0] !== sort) throw invalidCursor();
  const [, value, id, corrected, alsoTyped, onlyCorrected] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || id.length > 64) throw invalidCursor();
  if (corrected !== null && (typeof corrected !== 'string' || corrected.length > 200)) throw invalidCursor();
  if (typeof alsoTyped !== 'boolean' || (alsoTyped && (corrected === null || sort !== 'relevance'))) throw invalidCursor();
  if (typeof onlyCorrected !== 'boolean' || (onlyCorrected && corrected === null)) throw invalidCursor();
  // relevance: a rank (real, or tier + rank as float8 with corrections); timestamps: microseconds;
  // most_funded: basis points. All as the database printed them.
  const pattern = sort === 'relevance' ? /^\d+(\.\d+)?(e-?\d+)?$/ : /^-?\d{1,19}$/;
  if (!pattern.test(value)) throw invalidCursor();
  return { sort, value, id, corrected, alsoTyped, onlyCorrected };
}

type Deps = { db: Kysely<Database> };

/**
 * One page of results (docs/product-rules.md#search). Each word the vocabulary does not know is
 * corrected on its own (`correctWords`). Sorted by relevance, the search matches each such word as
 * typed or corrected, the matches of the words as typed first; in the other sorts the correction
 * is used only when the words as typed find nothing. When only corrected words found something,
 * `correctedQuery` says so ("Showing results for …"); when nothing was found, the correction is
 * offered as `didYouMean`.
 */
export async function searchCampaigns(deps: Deps, query: SearchQuery): Promise<CampaignSearchResult> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const now = new Date();
  const typed = searchWords(query.q);
  let correction: string[] | null = cursor?.corrected ? searchWords(cursor.corrected) : null;
  // The last statement's lexemes of every word the terms may name (typed and corrected).
  let lexemes = new Map<string, string[]>();
  const run = async (words: readonly string[], corrections: readonly string[] | null = null) => {
    const found = await searchCampaignRows(deps.db, {
      words,
      corrections,
      termWords: [...new Set([...typed, ...(correction ?? []), ...words, ...(corrections ?? [])])],
      status: query.status,
      category: query.category,
      fundingModel: query.fundingModel,
      minFunded: query.minFunded,
      location: query.location || undefined,
      sort: query.sort,
      after: cursor ? { value: cursor.value, id: cursor.id } : null,
      take: query.limit + 1,
      now,
    });
    lexemes = found.lexemes;
    return found.rows;
  };

  let rows: CampaignSearchRow[];
  let alsoTyped = cursor?.alsoTyped ?? false;
  let didYouMean: string | null = null;
  if (cursor) {
    rows = correction && !alsoTyped ? await run(correction) : await run(typed, correction);
  } else {
    // Relevance corrects up front (the matches as typed are ranked first); the other sorts only
    // when the words as typed find nothing, so a correction never mixes into a list sorted by date.
    const ranked = query.sort === 'relevance' && typed.length > 0;
    correction = ranked ? await correctCampaignWords(deps.db, typed) : null;
    if (correction) {
      alsoTyped = true;
      rows = await run(typed, correction);
    } else {
      rows = await run(typed);
      if (!rows.length && !ranked && typed.length) correction = await correctCampaignWords(deps.db, typed);
      if (!rows.length && correction) rows = await run(correction);
    }
    if (!rows.length && correction) didYouMean = correction.join(' ');
  }
  if (!rows.length) correction = null;

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const corrected = correction?.join(' ') ?? null;
  // Matches of the words as typed come first, so a first page without one means there are none.
  const onlyCorrected = cursor ? cursor.onlyCorrected : corrected !== null && (!alsoTyped || !rows[0]?.exactMatch);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          sort: query.sort,
          value: last.sortValue,
          id: last.id,
          corrected,
          alsoTyped: alsoTyped && !!corrected,
          onlyCorrected,
        })
      : null;
  return {
    type: 'campaigns',
    items: page.map((row) => toListItem(row, now)),
    nextCursor,
    correctedQuery: onlyCorrected ? corrected : null,
    didYouMean,
    // What to mark in the results: the words that matched (as typed, corrected, or both).
    terms: await termsOf(deps.db, lexemes, correction ? (onlyCorrected ? correction : [...typed, ...correction]) : typed),
  };
}

/**
 * The lexemes of these words, sorted and distinct as tsvector_to_array gives them (bytes of UTF-8):
 * from the page's statement when it read them all, otherwise asked for.
 */
async function termsOf(db: Kysely<Database>, lexemes: Map<string, string[]>, words: readonly string[]): Promise<string[]> {
  if (!words.every((word) => lexemes.has(word))) return repo.queryLexemes(db, words);
  const distinct = new Set(words.flatMap((word) => lexemes.get(word) ?? []));
  return [...distinct].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** A search's words and filters, as GET /api/search takes them (no sort or page). */
export type SearchCriteria = Pick<SearchQuery, 'q' | 'category' | 'status' | 'fundingModel' | 'minFunded' | 'location'>;

/**
 * Of these campaigns, the ones this search finds (on any page): the words as given (no correction:
 * the caller passes the corrected query when the results were a correction's; when they mix the
 * words as typed with corrected ones, only the matches as typed count) and the filters.
 * Promotions ask it so a promoted slot in search results is relevant to the search
 * (docs/product-rules.md#promoted-slots).
 */
export async function campaignsFoundBySearch(
  deps: Deps,
  campaignIds: readonly string[],
  criteria: SearchCriteria,
  now = new Date(),
): Promise<Set<string>> {
  return repo.campaignIdsMatching(deps.db, campaignIds, {
    words: searchWords(criteria.q),
    status: criteria.status,
    category: criteria.category,
    fundingModel: criteria.fundingModel,
    minFunded: criteria.minFunded,
    location: criteria.location || undefined,
    now,
  });
}

/** The campaigns' vocabulary (campaign_search_words, decision 0020) for the shared typo correction. */
function campaignVocabulary(db: Kysely<Database>, lastIsPrefix: boolean): CorrectionVocabulary {
  return {
    known: (words) => repo.knownWords(db, words, lastIsPrefix),
    knownAmong: (word, oneEditAway) => repo.knownAmong(db, word, oneEditAway),
    similar: (word) => repo.similarWords(db, word, 10),
  };
}

/** The words with each unknown one corrected, or null when none changes (the last word may be the start of a known word). */
function correctCampaignWords(db: Kysely<Database>, words: readonly string[]): Promise<string[] | null> {
  return correctWords(campaignVocabulary(db, true), words);
}

export interface CampaignSuggestions {
  campaigns: CampaignSuggestion[];
  terms: string[];
}

/** The header's campaign suggestions: prefix matches as typed, or of the corrected words. */
export async function suggestCampaigns(deps: Deps, q: string, take: number): Promise<CampaignSuggestions> {
  const typed = searchWords(q);
  if (!typed.length) return { campaigns: [], terms: [] };
  const now = new Date();
  let words = typed;
  let rows = await repo.suggestCampaignRows(deps.db, words, take, now);
  if (!rows.length) {
    const correction = await correctCampaignWords(deps.db, typed);
    if (correction) {
      words = correction;
      rows = await repo.suggestCampaignRows(deps.db, words, take, now);
    }
  }
  return {
    campaigns: rows.map((row) => ({ id: row.id, title: row.title ?? '', category: row.category as CategorySlug | null })),
    terms: await repo.queryLexemes(deps.db, words),
  };
}

/** After a rename (the `user.renamed` event): the owner's campaigns are found by the new name only. */
export async function refreshOwnerSearchDocuments(db: Kysely<Database>, ownerId: string): Promise<void> {
  await repo.refreshOwnerDocuments(db, ownerId);
}
