import type { LogBatch, LogEntry } from '@crowdspark/shared/contracts/logs';
import { LOG_INGEST_LIMITS } from '@crowdspark/shared/logging/levels';
import { MASKED, REDACTED_JWT } from '@crowdspark/shared/logging/mask';
import { beforeEach, describe, expect, it } from 'vitest';
import { postFromBrowser } from '../../helpers/browser-post.js';
import { captureLogs } from '../../helpers/log-capture.js';
import type { LogLine } from '../../helpers/log-capture.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTQyIn0.c2lnbmF0dXJlLXNlY3JldA';

function entry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    level: 3,
    levelName: 'ERROR',
    message: 'Failed to load feed',
    timestamp: '2026-01-05T10:00:00.000Z',
    service: 'crowdspark-web',
    ...overrides,
  };
}

function batch(logs: LogEntry[], overrides: Partial<LogBatch> = {}): LogBatch {
  return {
    logs,
    timestamp: '2026-01-05T10:00:01.000Z',
    userAgent: 'Mozilla/5.0 (Test)',
    url: 'https://crowdspark.test/feed',
    ...overrides,
  };
}

describe('POST /api/logs', () => {
  const logs = captureLogs();
  const context = useTestApp({}, { logs });

  beforeEach(() => {
    logs.lines.length = 0;
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    postFromBrowser(context.app, '/api/logs', payload, headers);

  const clientLines = (): LogLine[] => logs.lines.filter((l) => l.source === 'client');

  it('writes each entry to the server log with source client, service, context, url and user agent; answers 204', async () => {
    const res = await post(
      batch([
        entry({ context: 'FeedPage', data: { attempt: 2 } }),
        entry({ level: 2, levelName: 'WARN', message: 'Slow render' }),
      ]),
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const lines = clientLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Failed to load feed',
      source: 'client',
      service: 'crowdspark-web',
      context: 'FeedPage',
      url: 'https://crowdspark.test/feed',
      userAgent: 'Mozilla/5.0 (Test)',
      clientTimestamp: '2026-01-05T10:00:00.000Z',
      data: { attempt: 2 },
    });
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'Slow render' });
  });

  it('maps the five client levels onto pino levels (CRITICAL → fatal)', async () => {
    const names = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL'] as const;
    await post(batch(names.map((levelName, level) => entry({ level, levelName, message: levelName }))));
    expect(clientLines().map((l) => [l.msg, l.level])).toEqual([
      ['DEBUG', 'debug'],
      ['INFO', 'info'],
      ['WARN', 'warn'],
      ['ERROR', 'error'],
      ['CRITICAL', 'fatal'],
    ]);
  });

  it('accepts a sendBeacon body: JSON sent as text/plain;charset=UTF-8', async () => {
    const res = await post(batch([entry({ message: 'from a beacon' })]), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(204);
    expect(clientLines().map((l) => l.msg)).toEqual(['from a beacon']);
  });

  it('masks secrets again on the server, whatever the client did', async () => {
    const res = await post(
      batch(
        [
          entry({
            message: `Token refresh failed for ${JWT}`,
            context: `auth ${JWT}`,
            data: {
              password: 'hunter2',
              nested: { refreshToken: 'rt-secret-1', apiKey: 'key-secret-2', note: `bearer ${JWT}` },
              list: [{ clientSecret: 's3' }],
            },
          }),
        ],
        { url: 'https://crowdspark.test/reset?token=reset-secret-4&tab=1#access_token=frag-secret-5', userAgent: `Agent ${JWT}` },
      ),
    );
    expect(res.statusCode).toBe(204);
    const [line] = clientLines();
    expect(line?.msg).toBe(`Token refresh failed for ${REDACTED_JWT}`);
    expect(line?.context).toBe(`auth ${REDACTED_JWT}`);
    expect(line?.data).toEqual({
      password: MASKED,
      nested: { refreshToken: MASKED, apiKey: MASKED, note: `bearer ${REDACTED_JWT}` },
      list: [{ clientSecret: MASKED }],
    });
    expect(line?.url).toContain('tab=1');
    for (const secret of [JWT, 'hunter2', 'rt-secret-1', 'key-secret-2', 's3"', 'reset-secret-4', 'frag-secret-5']) {
      expect(logs.text()).not.toContain(secret);
    }
  });

  it('cuts oversized data to a marked preview', async () => {
    const big = { rows: Array.from({ length: 2000 }, (_, i) => `row-${i}`) };
    expect(JSON.stringify(big).length).toBeGreaterThan(LOG_INGEST_LIMITS.maxDataLength);
    expect((await post(batch([entry({ data: big })]))).statusCode).toBe(204);
    const data = clientLines()[0]?.data as { truncated: boolean; originalLength: number; preview: string };
    expect(data.truncated).toBe(true);
    expect(data.originalLength).toBe(JSON.stringify(big).length);
    expect(data.preview).toHaveLength(LOG_INGEST_LIMITS.maxDataLength);
  });

  it('answers 413 for a body over 64 KiB', async () => {
    const huge = batch([entry({ data: 'x'.repeat(LOG_INGEST_LIMITS.maxBodyBytes) })]);
    const res = await post(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(clientLines()).toHaveLength(0);
  });

  it('answers 400 for more entries than a batch may hold', async () => {
    const res = await post(
      batch(Array.from({ length: LOG_INGEST_LIMITS.maxEntriesPerRequest + 1 }, () => entry({ message: 'x' }))),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { logs: expect.any(String) as unknown } } });
  });

  it.each([
    ['an unknown level name', batch([entry({ levelName: 'LOUD' as LogEntry['levelName'] })]), 'logs.0.levelName'],
    ['a level out of range', batch([entry({ level: 9 })]), 'logs.0.level'],
    ['an empty batch', batch([]), 'logs'],
    ['an unknown field', { ...batch([entry()]), extra: true }, 'extra'],
  ])('answers 400 naming the field for %s', async (_label, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('answers 400 for malformed JSON, also when sent as text/plain', async () => {
    expect((await post('{"logs": [', { 'content-type': 'application/json' })).statusCode).toBe(400);
    const res = await post('not json at all', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
  });

  it('answers 415 for other content types', async () => {
    const res = await post(JSON.stringify(batch([entry()])), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
  });
});
