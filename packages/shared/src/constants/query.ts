/** TanStack Query defaults (docs/product-rules.md#query-defaults). */
export const QUERY_DEFAULTS = {
  /** Data is fresh for 60 s. */
  staleTimeMs: 60_000,
  /** Queries: a failed query is retried once. */
  queryRetries: 1,
  /** The second default (used for mutations that are safe to retry): 3 retries, backing off. */
  backoffRetries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  /** Unused cache kept 5 minutes. */
  gcTimeMs: 5 * 60_000,
} as const;

/** Delay before retry number `attempt` (0-based): 1 s doubling to at most 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attempt, QUERY_DEFAULTS.retryMaxDelayMs);
}
