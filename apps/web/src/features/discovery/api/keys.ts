/** Query keys of the discovery feature, all under ['discovery']. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  /** GET /api/discover: every section of /discover and home. */
  discover: () => ['discovery', 'discover'] as const,
  /** One feed tab (its pages share the key). */
  feed: (params: object) => ['discovery', 'feed', params] as const,
};
