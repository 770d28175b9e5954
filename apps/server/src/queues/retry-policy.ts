/**
 * The one retry policy of the server's queues (decision 0066, docs/product-rules.md#retry-back-off):
 * scheduled jobs (modules/jobs/runner.ts) and domain-event deliveries (modules/events/dispatcher.ts)
 * both retry a failed attempt after this delay and give up after MAX_ATTEMPTS. It lives outside
 * the modules so both import it without one module depending on the other; it imports nothing.
 */

/** Attempts before the work is marked failed and left for an operator (about half an hour of retries). */
export const MAX_ATTEMPTS = 12;

/** The delay after the first failure; each later one doubles it. */
export const FIRST_DELAY_MS = 1_000;

/** No retry waits longer than this, however many failures came before. */
export const MAX_DELAY_MS = 30 * 60_000;

/** The delay after the n-th failure before jitter: 1 s, doubling, at most 30 minutes. */
export function nominalDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

/**
 * How long to wait after the n-th failed attempt (1 for the first) before the next one, or null
 * when that was the last. The wait is drawn between half and all of the nominal delay: work that
 * failed together (a database restart, a provider outage) comes back spread out instead of in
 * step. Never more than the nominal delay, so a test that moves its clock by `nominalDelayMs`
 * always finds the retry due; below the cap never less than the previous attempt's nominal delay,
 * so waits only grow.
 */
export function nextAttemptDelayMs(attempt: number, random: () => number = Math.random): number | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  const nominal = nominalDelayMs(attempt);
  return Math.round(nominal / 2 + (nominal / 2) * random());
}
