import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { PRETTY_OPTIONS } from '../../src/logger.js';
import { captureLogs } from '../helpers/log-capture.js';
import type { LogCapture } from '../helpers/log-capture.js';
import { buildTestApp } from '../helpers/test-app.js';
import { useTestApp } from '../helpers/use-test-app.js';

describe('request logging', () => {
  const t = useTestApp();
  let logs: LogCapture;
  let app: App;

  beforeAll(async () => {
    logs = captureLogs();
    app = await buildTestApp({ db: t.database.db, logs });
  });

  afterAll(async () => {
    await app.close();
  });

  it('writes one JSON line per request with method, path, status and time, and the fields a search needs', async () => {
    const before = logs.lines.length;
    await app.inject({ method: 'GET', url: '/api/config?probe=1' });
    const lines = logs.lines.slice(before);
    // Fastify's own pair ("incoming request", "request completed") is gone.
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/api\/config\?probe=1 200 \d+ ms$/)]);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'info', req: { method: 'GET', url: '/api/config?probe=1' }, res: { statusCode: 200 } });
    expect(typeof line?.reqId).toBe('string');
    expect(typeof line?.responseTime).toBe('number');
  });

  it('logs refused and unknown requests the same way, once', async () => {
    const before = logs.lines.length;
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const requestLines = logs.lines.slice(before).filter((line) => line.req);
    expect(requestLines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/api\/no-such-route 404 \d+ ms$/)]);
  });

  it('reads as one short line in the development terminal', async () => {
    const before = logs.lines.length;
    await app.inject({ method: 'GET', url: '/api/config' });
    const [json] = logs.text().split('\n').filter(Boolean).slice(before);
    const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false })(JSON.parse(json ?? '{}') as object);
    expect(pretty).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/config 200 \d+ ms\n$/);
  });
});
