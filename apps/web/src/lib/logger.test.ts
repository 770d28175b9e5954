import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogBatch } from '@crowdspark/shared/contracts/logs';
import { logBatchSchema } from '@crowdspark/shared/contracts/logs';
import { LOG_LEVELS } from '@crowdspark/shared/logging/levels';
import { MASKED, REDACTED_JWT } from '@crowdspark/shared/logging/mask';
import { memoryStorage } from '@/lib/log-send-budget';
import { createLogger, LOGS_ENDPOINT, type LoggerEnvironment, type LoggerOptions } from '@/lib/logger';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXBhcnQ';

function setup(options: LoggerOptions = {}, env: Partial<LoggerEnvironment> = {}) {
  const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  const fetch = vi.fn<LoggerEnvironment['fetch']>(() => Promise.resolve(new Response(null, { status: 204 })));
  const consoleSpy = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger({
    ...options,
    env: {
      sendBeacon,
      fetch,
      isOnline: () => true,
      isDebugEnabled: () => false,
      console: consoleSpy,
      userAgent: () => 'test-agent',
      pageUrl: () => 'http://localhost/feed',
      now: () => new Date(),
      storage: memoryStorage(),
      ...env,
    },
  });
  const batches = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as LogBatch);
  return { logger, sendBeacon, fetch, consoleSpy, batches };
}

describe('logger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete window.__CROWDSPARK_DEBUG__;
  });

  it('drops entries below the minimum level (ERROR) and sends ERROR at once', () => {
    const { logger, sendBeacon, batches } = setup();
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    vi.advanceTimersByTime(10_000);
    expect(sendBeacon).not.toHaveBeenCalled();

    logger.error('Payment widget crashed', { context: 'wallet', data: { code: 42 } });
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(LOGS_ENDPOINT);
    const batch = batches()[0]!;
    expect(logBatchSchema.safeParse(batch).success).toBe(true);
    expect(batch).toMatchObject({ userAgent: 'test-agent', url: 'http://localhost/feed' });
    expect(batch.logs).toEqual([
      {
        level: 3,
        levelName: 'ERROR',
        message: 'Payment widget crashed',
        context: 'wallet',
        data: { code: 42 },
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
        service: 'crowdspark-web',
      },
    ]);
  });

  it('sends CRITICAL at once too', () => {
    const { logger, sendBeacon } = setup();
    logger.critical('Out of memory');
    expect(sendBeacon).toHaveBeenCalledOnce();
  });

  it('batches lower levels: 20 entries go out together', () => {
    const { logger, sendBeacon, batches } = setup({ minimumLevel: LOG_LEVELS.DEBUG });
    for (let i = 0; i < 19; i++) logger.info(`entry ${i}`);
    expect(sendBeacon).not.toHaveBeenCalled();
    logger.info('entry 19');
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(batches()[0]?.logs).toHaveLength(20);
  });

  it('flushes a partial batch after 5 s', () => {
    const { logger, sendBeacon, batches } = setup({ minimumLevel: LOG_LEVELS.DEBUG });
    logger.warn('slow');
    logger.info('note');
    vi.advanceTimersByTime(4999);
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(batches()[0]?.logs.map((entry) => entry.message)).toEqual(['slow', 'note']);
  });

  it('keeps at most 500 entries while it cannot send, dropping the oldest, then sends them in batches of 20', () => {
    let online = false;
    const { logger, sendBeacon, batches } = setup({ minimumLevel: LOG_LEVELS.DEBUG }, { isOnline: () => online });
    for (let i = 0; i < 520; i++) logger.info(`entry ${i}`);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(logger.pending()).toHaveLength(500);
    expect(logger.pending()[0]?.message).toBe('entry 20');

    online = true;
    logger.flush();
    // The send budget: 6 batches at once, then one every 10 s, until all 25 have gone.
    expect(sendBeacon).toHaveBeenCalledTimes(6);
    vi.advanceTimersByTime(190_000);
    expect(sendBeacon).toHaveBeenCalledTimes(25);
    expect(batches().every((batch) => batch.logs.length === 20)).toBe(true);
    expect(logger.pending()).toHaveLength(0);
  });

  it('masks sensitive fields and JWTs before anything leaves the browser', () => {
    const { logger, batches } = setup();
    logger.error(`Refresh failed for ${JWT}`, {
      data: { user: 'ana', password: 'hunter2', nested: { accessToken: 'abc', apiKey: 'k' }, header: `Bearer ${JWT}` },
    });
    const entry = batches()[0]!.logs[0]!;
    expect(entry.message).toBe(`Refresh failed for ${REDACTED_JWT}`);
    expect(entry.data).toEqual({
      user: 'ana',
      password: MASKED,
      nested: { accessToken: MASKED, apiKey: MASKED },
      header: `Bearer ${REDACTED_JWT}`,
    });
    expect(JSON.stringify(batches())).not.toContain('hunter2');
  });

  it('falls back to fetch with keepalive when sendBeacon refuses the data', () => {
    const { logger, sendBeacon, fetch } = setup();
    sendBeacon.mockReturnValue(false);
    logger.error('boom');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(LOGS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toMatchObject({ logs: [{ message: 'boom' }] });
  });

  it('uses fetch with keepalive when the browser has no beacon API', () => {
    const { logger, fetch } = setup({}, { sendBeacon: undefined });
    logger.error('no beacon');
    expect(fetch).toHaveBeenCalledWith(LOGS_ENDPOINT, expect.objectContaining({ keepalive: true, method: 'POST' }));
  });

  it('uses navigator.sendBeacon by default when the browser offers it', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon, onLine: true, userAgent: 'jsdom' });
    const logger = createLogger();
    logger.error('default transport');
    expect(beacon).toHaveBeenCalledWith(LOGS_ENDPOINT, expect.stringContaining('default transport'));
  });

  it('swallows transport failures', async () => {
    const { logger, sendBeacon, fetch } = setup();
    sendBeacon.mockImplementation(() => {
      throw new Error('beacon exploded');
    });
    expect(() => logger.error('one')).not.toThrow();
    sendBeacon.mockReturnValue(false);
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => logger.error('two')).not.toThrow();
    await vi.runAllTimersAsync();
  });

  it('writes to the console only when window.__CROWDSPARK_DEBUG__ is true', () => {
    const { logger, consoleSpy } = setup({}, { isDebugEnabled: undefined });
    logger.error('quiet');
    logger.warn('quiet too');
    expect(consoleSpy.error).not.toHaveBeenCalled();
    expect(consoleSpy.warn).not.toHaveBeenCalled();

    window.__CROWDSPARK_DEBUG__ = true;
    logger.error('loud', { context: 'test' });
    logger.debug('below the level, still echoed for debugging');
    expect(consoleSpy.error).toHaveBeenCalledWith('[ERROR] [test]', 'loud');
    expect(consoleSpy.debug).toHaveBeenCalledOnce();
  });

  it('sends metrics regardless of the level filter, batched rather than at once', () => {
    const { logger, sendBeacon, batches } = setup();
    logger.metric('web-vital LCP', { name: 'LCP', value: 1200, rating: 'good' });
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(batches()[0]?.logs[0]).toMatchObject({
      level: 1,
      levelName: 'INFO',
      context: 'metric',
      message: 'web-vital LCP',
      data: { name: 'LCP', value: 1200 },
    });
  });

  it('flushes on pagehide and when the page becomes hidden', () => {
    const { logger, sendBeacon } = setup();
    const detach = logger.attachPageLifecycle(window);
    logger.metric('m1', {});
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    logger.metric('m2', {});
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    // A moment later, so the vitals reported on the same event join the batch.
    logger.metric('m3', {});
    vi.advanceTimersByTime(0);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((JSON.parse(sendBeacon.mock.calls[1]?.[1] ?? '{}') as LogBatch).logs.map((e) => e.message)).toEqual(['m2', 'm3']);
    visibility.mockRestore();
    detach();
  });

  it('replaces oversized data so one entry cannot get a batch refused', () => {
    const { logger, batches } = setup();
    logger.error('big', { data: { blob: 'x'.repeat(20_000) } });
    expect(batches()[0]?.logs[0]?.data).toMatch(/^\[Truncated: \d+ characters\]$/);
  });
});
