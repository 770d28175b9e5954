import type { CampaignSearchResult, CampaignSuggestion, SearchQuery, SearchSort } from '@crowdspark/shared/contracts/search';
import type { CategorySlug } from '@crowdspark/shared/constants/categories';
import { searchWords } from '@crowdspark/shared/constants/search-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toListItem } from './presenter.js';
import * as repo from './search-repository.js';

/**
 * Campaign search (decision 0020): full text over public campaigns, corrected when the words as
 * typed find nothing, with keyset pages. The search module composes it with people search.
 */

interface SearchCursor {
  sort: SearchSort;
  value: string;
  id: string;
  /** The corrected query the first page used, so later pages continue the same results. */
  corrected: string | null;
}

function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id, cursor.corrected])).toString('base64url');
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
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== sort) throw invalidCursor();
  const [, value, id, corrected] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || id.length > 64) throw invalidCursor();
  if (corrected !== null && (typeof corrected !== 'string' || corrected.length > 200)) throw invalidCursor();
  // relevance: a rank (real); timestamps: microseconds; most_funded: basis points. Both as the database printed them.
  const pattern = sort === 'relevance' ? /^\d+(\.\d+)?(e-?\d+)?$/ : /^-?\d{1,19}$/;
  if (!pattern.test(value)) throw invalidCursor();
  return { sort, value, id, corrected };
}

type Deps = { db: Kysely<Database> };

/**
 * One page of results. When the words as typed find nothing on the first page, each unknown word
 * is replaced by the closest known one (campaign_search_words); if that finds something, those are
 * the results (`correctedQuery`), otherwise the correction is offered as `didYouMean`.
 */
export async function searchCampaigns(deps: Deps, query: SearchQuery): Promise<CampaignSearchResult> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const now = new Date();
  const typed = searchWords(query.q);
  const words = cursor?.corrected ? searchWords(cursor.corrected) : typed;
  const run = (w: readonly string[]) =>
    repo.searchCampaignRows(deps.db, {
      words: w,
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

  let rows = await run(words);
  let corrected = cursor?.corrected ?? null;
  let didYouMean: string | null = null;
  if (!rows.length && !cursor && typed.length) {
    const correction = await correctWords(deps.db, typed);
    if (correction) {
      const correctedRows = await run(searchWords(correction));
      if (correctedRows.length) {
        rows = correctedRows;
        corrected = correction;
      } else {
        didYouMean = correction;
      }
    }
  }

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ sort: query.sort, value: last.sortValue, id: last.id, corrected }) : null;
  return {
    type: 'campaigns',
    items: page.map((row) => toListItem(row, now)),
    nextCursor,
    correctedQuery: corrected,
    didYouMean,
    terms: await repo.queryLexemes(deps.db, corrected ? searchWords(corrected) : typed),
  };
}

/** A search's words and filters, as GET /api/search takes them (no sort or page). */
export type SearchCriteria = Pick<SearchQuery, 'q' | 'category' | 'status' | 'fundingModel' | 'minFunded' | 'location'>;

/**
 * Of these campaigns, the ones this search finds (on any page): the words as given (no correction:
 * the caller passes the corrected query when the results were a correction's) and the filters.
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

/**
 * The query with each unknown word replaced by the closest known word, or null when no word
 * changes. Words of one or two letters are left alone: too short for trigrams to say anything.
 */
async function correctWords(db: Kysely<Database>, words: readonly string[]): Promise<string | null> {
  const known = await repo.knownWords(db, words, true);
  let changed = false;
  const result: string[] = [];
  for (const word of words) {
    if (known.has(word) || word.length < 3 || /^\d+$/.test(word)) {
      result.push(word);
      continue;
    }
    const closest = closestByEdits(word, await repo.similarWords(db, word, 10));
    if (closest && closest !== word) changed = true;
    result.push(closest ?? word);
  }
  return changed ? result.join(' ') : null;
}

/**
 * Of the trigram candidates (most similar first), the first within a typo's reach: one edit for
 * words of up to five letters, two for longer ones (an edit: a letter added, dropped, changed, or
 * two neighbours swapped). Trigrams alone would take "walks" for "walnut".
 */
export function closestByEdits(word: string, candidates: readonly string[]): string | null {
  const reach = word.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance <= reach && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/** Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      const previous = d[i - 1]!;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
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
    const correction = await correctWords(deps.db, typed);
    if (correction) {
      words = searchWords(correction);
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
