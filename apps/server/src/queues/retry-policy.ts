/**
 * The one retry policy of the server's queues (decision 0066): scheduled jobs
 * (modules/jobs/runner.ts) and domain-event deliveries (modules/events/dispatcher.ts) both wait
 * `nextAttemptDelayMs(schedule, attempt)` after a failed attempt and give up after the schedule's
 * last attempt. Each queue has its schedule below; the rule that turns a schedule into waits is
 * this file's alone. It lives outside the modules so both import it without one module depending
 * on the other; it imports nothing.
 */
export interface RetrySchedule {
  /** The wait after the first failure. */
  firstDelayMs: number;
  /** Each later wait is the previous one times this. */
  factor: number;
  /** No wait is longer than this, however many failures came before. */
  maxDelayMs: number;
  /** Attempts before the work is marked failed and left for an operator. */
  maxAttempts: number;
  /**
   * Draw each wait between half and all of its nominal delay, so work that failed together (a
   * provider outage) comes back spread out instead of in step.
   */
  jitter: boolean;
}

/** Scheduled jobs: 1 s, ×1.5, at most 60 s, 5 attempts, exactly (docs/product-rules.md#retry-back-off). */
export const JOB_RETRIES: RetrySchedule = { firstDelayMs: 1_000, factor: 1.5, maxDelayMs: 60_000, maxAttempts: 5, jitter: false };

/**
 * Event deliveries: a handler's failure is usually a neighbour that is down for a while (mail,
 * a provider), and the event must still be handled once it is back, so deliveries keep trying for
 * about half an hour: 1 s doubling, at most 30 minutes, 12 attempts, with jitter.
 */
export const EVENT_DELIVERY_RETRIES: RetrySchedule = {
  firstDelayMs: 1_000,
  factor: 2,
  maxDelayMs: 30 * 60_000,
  maxAttempts: 12,
  jitter: true,
};

/** The wait after the n-th failure (1 for the first) before jitter. */
export function nominalDelayMs(schedule: RetrySchedule, attempt: number): number {
  return Math.min(schedule.firstDelayMs * schedule.factor ** Math.max(0, attempt - 1), schedule.maxDelayMs);
}

/**
 * How long to wait after the n-th failed attempt before the next one, or null when that was the
 * last. With jitter the wait is never more than the nominal delay, so a test that moves its clock
 * by `nominalDelayMs` always finds the retry due.
 */
export function nextAttemptDelayMs(schedule: RetrySchedule, attempt: number, random: () => number = Math.random): number | null {
  if (attempt >= schedule.maxAttempts) return null;
  const nominal = nominalDelayMs(schedule, attempt);
  return schedule.jitter ? Math.round(nominal / 2 + (nominal / 2) * random()) : nominal;
}
