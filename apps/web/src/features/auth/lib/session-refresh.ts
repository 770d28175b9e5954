/**
 * Session refresh timing (docs/product-rules.md#session-refresh): refresh 5 minutes before the session ends; after a
 * network failure retry after 30 s, doubling up to 16 minutes.
 */
export const REFRESH_AHEAD_MS = 5 * 60_000;
export const BACKOFF_START_MS = 30_000;
export const BACKOFF_MAX_MS = 16 * 60_000;

/** Milliseconds until the proactive refresh for a session ending at `expiresAt`. */
export function refreshDelayMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return BACKOFF_START_MS;
  return Math.max(0, end - REFRESH_AHEAD_MS - now);
}

/** The next back-off delay after `previous` (null: the first failure). */
export function nextBackoffMs(previous: number | null): number {
  return previous === null ? BACKOFF_START_MS : Math.min(previous * 2, BACKOFF_MAX_MS);
}
