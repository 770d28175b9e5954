import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Discover } from '@crowdspark/shared/contracts/discovery';
import { getDiscoverRoute } from '@crowdspark/shared/api-routes/discover';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { discoveryKeys } from '@/features/discovery/api/keys';

/** GET /api/discover → staff picks, trending, ending soon, near goal, new and category counts in one answer. */
export async function getDiscover(signal?: AbortSignal): Promise<Discover> {
  return callRoute(getDiscoverRoute, { signal });
}

export function discoverQueryOptions() {
  return queryOptions({ queryKey: discoveryKeys.discover(), queryFn: ({ signal }) => getDiscover(signal) });
}

export function useDiscover(options: QueryHookOptions = {}) {
  return useQuery({ ...discoverQueryOptions(), ...options });
}
