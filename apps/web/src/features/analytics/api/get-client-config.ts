import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Answer of GET /api/config: public settings the browser needs. */
export interface ClientConfig {
  /** Google tag ID (e.g. "G-XXXX") when the operator enabled the tag manager, else null. */
  gtagId: string | null;
  environment: string;
}

const GTAG_ID_PATTERN = /^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/;

/** Accepts only the expected shape; a malformed tag ID is ignored rather than put into a URL. */
export function parseClientConfig(body: unknown): ClientConfig {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const gtagId = typeof record.gtagId === 'string' && GTAG_ID_PATTERN.test(record.gtagId) ? record.gtagId : null;
  const environment = typeof record.environment === 'string' ? record.environment : 'unknown';
  return { gtagId, environment };
}

export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return parseClientConfig(await apiClient.get<unknown>('/api/config', signal ? { signal } : {}));
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig(signal),
    // Server configuration does not change while the tab is open.
    staleTime: Infinity,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
