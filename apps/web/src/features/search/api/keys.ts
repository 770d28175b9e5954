import type { SearchParams } from '@/features/search/lib/search-params';

/** Query keys of the search feature, all under ['search']. */
export const searchKeys = {
  all: ['search'] as const,
  /** One search (query, type, filters, sort); its pages share the key. */
  results: (params: SearchParams) => ['search', 'results', params] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};
