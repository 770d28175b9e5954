import { CATEGORY_SLUGS, type CategorySlug } from '@crowdspark/shared/constants/categories';
import type { SearchSort, SearchStatus, SearchType } from '@crowdspark/shared/contracts/search';

/**
 * The search as the URL holds it (/search?q=…&category=…): shareable, and the back button returns
 * to the previous search. Values the server would refuse are dropped rather than sent, so an old
 * or hand-edited link still opens a search.
 */
export interface SearchParams {
  q: string;
  type: SearchType;
  category?: CategorySlug;
  status?: SearchStatus;
  fundingModel?: 'all_or_nothing' | 'keep_it_all';
  minFunded?: number;
  location?: string;
  sort: SearchSort;
}

const TYPES: readonly SearchType[] = ['campaigns', 'people'];
const STATUSES: readonly SearchStatus[] = ['live', 'successful', 'ended'];
const SORTS: readonly SearchSort[] = ['relevance', 'newest', 'ending_soon', 'most_funded'];
const FUNDING_MODELS = ['all_or_nothing', 'keep_it_all'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function fromUrl(params: URLSearchParams): SearchParams {
  const minFunded = Number(params.get('minFunded'));
  const location = params.get('location')?.trim().slice(0, 100);
  const result: SearchParams = {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    type: oneOf(TYPES, params.get('type')) ?? 'campaigns',
    sort: oneOf(SORTS, params.get('sort')) ?? 'relevance',
  };
  const category = oneOf(CATEGORY_SLUGS, params.get('category'));
  const status = oneOf(STATUSES, params.get('status'));
  const fundingModel = oneOf(FUNDING_MODELS, params.get('fundingModel'));
  if (category) result.category = category;
  if (status) result.status = status;
  if (fundingModel) result.fundingModel = fundingModel;
  if (Number.isInteger(minFunded) && minFunded > 0 && minFunded <= 10_000) result.minFunded = minFunded;
  if (location) result.location = location;
  return result;
}

/** The URL's (and the API's) query string: defaults left out, so links stay short. */
export function toSearchParams(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.type !== 'campaigns') query.set('type', params.type);
  if (params.type === 'campaigns') {
    if (params.category) query.set('category', params.category);
    if (params.status) query.set('status', params.status);
    if (params.fundingModel) query.set('fundingModel', params.fundingModel);
    if (params.minFunded) query.set('minFunded', String(params.minFunded));
    if (params.location) query.set('location', params.location);
    if (params.sort !== 'relevance') query.set('sort', params.sort);
  }
  return query;
}

/** Whether anything narrows the campaigns besides the words (a search without words lists them). */
export function hasFilters(params: SearchParams): boolean {
  return Boolean(params.category || params.status || params.fundingModel || params.minFunded || params.location);
}

/** Whether the URL asks for a search at all: words, or (for campaigns) a filter; otherwise /search shows where to start. */
export function isSearching(params: SearchParams): boolean {
  return params.q.length > 0 || (params.type === 'campaigns' && hasFilters(params));
}
