import type { SearchQuery, SearchResult, Suggestions } from '@crowdspark/shared/contracts/search';
import { SUGGESTIONS_MIN_LENGTH } from '@crowdspark/shared/contracts/search';
import { searchWords } from '@crowdspark/shared/constants/search-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { searchCampaigns, suggestCampaigns } from '../campaigns/service.js';
import { searchPeople } from '../users/service.js';

/**
 * Search (decision 0020): campaigns (owned by campaigns: documents, ranking, corrections) or people
 * (owned by users), and the header's suggestions of both. This module only composes them.
 */

type Deps = { db: Kysely<Database> };

/** Suggestions per kind: few enough to read at a glance, and cheap. */
const SUGGESTED_CAMPAIGNS = 5;
const SUGGESTED_PEOPLE = 3;

export async function search(deps: Deps, query: SearchQuery): Promise<SearchResult> {
  if (query.type === 'campaigns') return searchCampaigns(deps, query);
  const { items, nextCursor } = await searchPeople(deps.db, { q: query.q, cursor: query.cursor, limit: query.limit });
  return { type: 'people', items, nextCursor, correctedQuery: null, didYouMean: null, terms: searchWords(query.q) };
}

export async function suggest(deps: Deps, q: string): Promise<Suggestions> {
  if (q.trim().length < SUGGESTIONS_MIN_LENGTH) return { campaigns: [], people: [], terms: [] };
  const campaigns = await suggestCampaigns(deps, q, SUGGESTED_CAMPAIGNS);
  const people = await searchPeople(deps.db, { q, cursor: undefined, limit: SUGGESTED_PEOPLE });
  return { campaigns: campaigns.campaigns, people: people.items, terms: [...new Set([...campaigns.terms, ...searchWords(q)])] };
}
