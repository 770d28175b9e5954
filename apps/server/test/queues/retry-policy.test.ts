import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, MAX_DELAY_MS, nextAttemptDelayMs, nominalDelayMs } from '../../src/queues/retry-policy.js';

/** The queues' one retry policy (decision 0066): scheduled jobs and event deliveries both use it. */
describe('the queues’ retry policy', () => {
  const lowest = () => 0;
  const highest = () => 0.999_999;
  const retried = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => i + 1);

  it('waits 1 s after the first failure, doubling after each further one', () => {
    expect([1, 2, 3, 4].map(nominalDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([1, 2, 3, 4].map((attempt) => nextAttemptDelayMs(attempt, highest))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('draws each wait between half and all of its nominal delay (jitter)', () => {
    for (const attempt of retried) {
      expect(nextAttemptDelayMs(attempt, lowest)).toBe(nominalDelayMs(attempt) / 2);
      expect(nextAttemptDelayMs(attempt, highest)).toBeLessThanOrEqual(nominalDelayMs(attempt));
      const drawn = nextAttemptDelayMs(attempt) ?? 0;
      expect(drawn).toBeGreaterThanOrEqual(nominalDelayMs(attempt) / 2);
      expect(drawn).toBeLessThanOrEqual(nominalDelayMs(attempt));
    }
  });

  it('only grows: the shortest wait after a failure is no shorter than the longest after the one before', () => {
    for (const attempt of retried.slice(1))
      expect(nextAttemptDelayMs(attempt, lowest)).toBeGreaterThanOrEqual(nextAttemptDelayMs(attempt - 1, highest) ?? Infinity);
  });

  it('never waits longer than 30 minutes', () => {
    expect(MAX_DELAY_MS).toBe(30 * 60_000);
    for (const attempt of [11, 12, 20, 100]) expect(nominalDelayMs(attempt)).toBeLessThanOrEqual(MAX_DELAY_MS);
    expect(nominalDelayMs(100)).toBe(MAX_DELAY_MS);
  });

  it('gives up after 12 attempts, about half an hour after the first failure', () => {
    expect(MAX_ATTEMPTS).toBe(12);
    for (const attempt of retried) expect(nextAttemptDelayMs(attempt, highest)).not.toBeNull();
    expect(nextAttemptDelayMs(MAX_ATTEMPTS)).toBeNull();
    expect(nextAttemptDelayMs(MAX_ATTEMPTS + 1)).toBeNull();
    const longest = retried.reduce((sum, attempt) => sum + nominalDelayMs(attempt), 0);
    const shortest = retried.reduce((sum, attempt) => sum + (nextAttemptDelayMs(attempt, lowest) ?? 0), 0);
    expect(longest).toBe(2_047_000);
    expect(shortest).toBe(1_023_500);
  });
});
