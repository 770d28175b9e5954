import { describe, expect, it } from 'vitest';
import { EVENT_DELIVERY_RETRIES, JOB_RETRIES, nextAttemptDelayMs, nominalDelayMs } from '../../src/queues/retry-policy.js';

/** The queues' one retry policy (decision 0066), with the jobs' and the event deliveries' schedules. */
describe('the queues’ retry policy', () => {
  const lowest = () => 0;
  const highest = () => 0.999_999;

  it('jobs: 1 s after the first failure, growing ×1.5 up to 60 s, exactly, and failed after 5 attempts', () => {
    expect([1, 2, 3, 4].map((attempt) => nextAttemptDelayMs(JOB_RETRIES, attempt, lowest))).toEqual([1_000, 1_500, 2_250, 3_375]);
    expect(nominalDelayMs(JOB_RETRIES, 30)).toBe(60_000);
    expect(nextAttemptDelayMs(JOB_RETRIES, 5)).toBeNull();
  });

  describe('event deliveries', () => {
    const schedule = EVENT_DELIVERY_RETRIES;
    const retried = Array.from({ length: schedule.maxAttempts - 1 }, (_, i) => i + 1);

    it('wait 1 s after the first failure, doubling after each further one', () => {
      expect([1, 2, 3, 4].map((attempt) => nominalDelayMs(schedule, attempt))).toEqual([1_000, 2_000, 4_000, 8_000]);
      expect([1, 2, 3, 4].map((attempt) => nextAttemptDelayMs(schedule, attempt, highest))).toEqual([1_000, 2_000, 4_000, 8_000]);
    });

    it('draw each wait between half and all of its nominal delay (jitter), and only grow', () => {
      for (const attempt of retried) {
        expect(nextAttemptDelayMs(schedule, attempt, lowest)).toBe(nominalDelayMs(schedule, attempt) / 2);
        const drawn = nextAttemptDelayMs(schedule, attempt) ?? 0;
        expect(drawn).toBeGreaterThanOrEqual(nominalDelayMs(schedule, attempt) / 2);
        expect(drawn).toBeLessThanOrEqual(nominalDelayMs(schedule, attempt));
      }
      for (const attempt of retried.slice(1))
        expect(nextAttemptDelayMs(schedule, attempt, lowest)).toBeGreaterThanOrEqual(
          nextAttemptDelayMs(schedule, attempt - 1, highest) ?? Infinity,
        );
    });

    it('never wait longer than 30 minutes and give up after 12 attempts', () => {
      expect(nominalDelayMs(schedule, 100)).toBe(30 * 60_000);
      for (const attempt of retried) expect(nextAttemptDelayMs(schedule, attempt, highest)).not.toBeNull();
      expect(nextAttemptDelayMs(schedule, 12)).toBeNull();
      expect(nextAttemptDelayMs(schedule, 13)).toBeNull();
    });
  });
});
