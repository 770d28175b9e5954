import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogBatch } from '@crowdspark/shared/contracts/logs';
import { LOG_PIPELINE } from '@crowdspark/shared/logging/levels';
import { memoryStorage, type KeyValueStorage } from '@/lib/log-send-budget';
import { createLogger } from '@/lib/logger';

/** A logger as one page load would have it; loggers given the same storage share the budget, like tabs and page loads. */
function pageLoad(storage: KeyValueStorage) {
  const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  const logger = createLogger({
    env: {
      sendBeacon,
      fetch: vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
      isOnline: () => true,
      isDebugEnabled: () => false,
      userAgent: () => 'test-agent',
      pageUrl: () => 'http://localhost/feed',
      now: () => new Date(),
      storage,
    },
  });
  const batches = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as LogBatch);
  return { logger, sendBeacon, batches };
}

describe('the client log pipeline’s send budget (decision 0047)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most 6 batches at once, then one every 10 s, shared by every page load and tab', () => {
    expect(LOG_PIPELINE.sendBurst).toBe(6);
    expect(LOG_PIPELINE.sendRefillMs).toBe(10_000);
    const storage = memoryStorage();
    const first = pageLoad(storage);
    for (let i = 0; i < 4; i += 1) first.logger.error(`first page error ${i}`);
    expect(first.sendBeacon).toHaveBeenCalledTimes(4);

    const second = pageLoad(storage);
    for (let i = 0; i < 4; i += 1) second.logger.error(`second page error ${i}`);
    expect(second.sendBeacon).toHaveBeenCalledTimes(2);
    // The two waiting errors leave together in the next send, 10 s on.
    vi.advanceTimersByTime(9_999);
    expect(second.sendBeacon).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(second.sendBeacon).toHaveBeenCalledTimes(3);
    expect(second.batches()[2]?.logs.map((entry) => entry.message)).toEqual(['second page error 2', 'second page error 3']);
  });

  it('keeps at page hide what the budget could not send; the next page load sends it with its own batch', () => {
    const storage = memoryStorage();
    const leaving = pageLoad(storage);
    const detach = leaving.logger.attachPageLifecycle(window);
    for (let i = 0; i < 6; i += 1) leaving.logger.error(`error ${i}`);
    leaving.logger.metric('web-vital LCP', { value: 900 });
    window.dispatchEvent(new Event('pagehide'));
    detach();
    expect(leaving.sendBeacon).toHaveBeenCalledTimes(6);
    expect(leaving.logger.pending()).toEqual([]);

    const next = pageLoad(storage);
    expect(next.logger.pending().map((entry) => entry.message)).toEqual(['web-vital LCP']);
    next.logger.metric('web-vital TTFB', { value: 80 });
    vi.advanceTimersByTime(10_000);
    expect(next.batches().map((batch) => batch.logs.map((entry) => entry.message))).toEqual([
      ['web-vital LCP', 'web-vital TTFB'],
    ]);
    // Taken once: a third page load finds nothing left.
    expect(pageLoad(storage).logger.pending()).toEqual([]);
  });

  it('sends the same error once a minute, then once more with the count of its repeats', () => {
    const { logger, batches } = pageLoad(memoryStorage());
    for (let i = 0; i < 5; i += 1) logger.error('Feed failed to render', { context: 'router', data: { type: 'UnknownError' } });
    expect(batches()).toHaveLength(1);
    vi.advanceTimersByTime(LOG_PIPELINE.repeatWindowMs);
    logger.error('Feed failed to render', { context: 'router', data: { type: 'UnknownError' } });
    expect(batches()).toHaveLength(2);
    expect(batches()[1]?.logs[0]?.data).toEqual({ type: 'UnknownError', repeats: 4 });
    // Another error is its own.
    logger.error('Wallet failed to render', { context: 'router' });
    expect(batches()).toHaveLength(3);
  });

  it('works on when storage refuses to be written', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { logger, sendBeacon } = pageLoad(refusing);
    logger.error('still logged');
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
});
