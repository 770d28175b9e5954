import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { drainAndClose } from '../../src/shutdown.js';
import { createLiveCampaign } from '../factories/campaigns.js';
import { createFakeWebDist } from '../helpers/fake-web-dist.js';
import { freePort } from '../helpers/free-port.js';
import { nginxInstalled, NGINX_BIN, startNginx } from '../helpers/nginx.js';
import type { RunningNginx } from '../helpers/nginx.js';
import { buildTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * A rolling restart under load, through deploy/nginx.conf, as deploy/README.md describes it: while
 * clients keep reading a campaign page and sending page views, each server in turn is marked
 * `down` and nginx reloaded, then it leaves (drainAndClose, what SIGTERM runs), a new one takes its
 * port and is put back. No request may fail.
 */
describe(`a rolling restart behind nginx (${NGINX_BIN})`, () => {
  let database: DatabaseHandle;
  let nginx: RunningNginx;
  let removeWebDist: () => Promise<void>;
  let env: Record<string, string>;
  const ports: number[] = [];
  const running: (App | null)[] = [null, null];

  async function startInstance(index: number): Promise<void> {
    const app = await buildTestApp({ db: database.db, listen: database.listen, env });
    await app.listen({ port: ports[index]!, host: '127.0.0.1' });
    running[index] = app;
  }

  beforeAll(async () => {
    if (!nginxInstalled()) throw new Error(`nginx is not installed at ${NGINX_BIN}: apt-get install nginx (or set NGINX_BIN)`);
    const webDist = await createFakeWebDist();
    removeWebDist = () => webDist.remove();
    database = await createTestDatabase();
    const [nginxPort, first, second] = await Promise.all([freePort(), freePort(), freePort()]);
    ports.push(first, second);
    env = { WEB_DIST_DIR: webDist.dir, TRUST_PROXY: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${nginxPort}` };
    await startInstance(0);
    await startInstance(1);
    nginx = await startNginx([`127.0.0.1:${first}`, `127.0.0.1:${second}`], nginxPort);
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const app of running) await app?.close();
    await database?.close();
    await removeWebDist?.();
  });

  it('answers every request while each server in turn drains, stops and is replaced', { timeout: 60_000 }, async () => {
    const campaign = await createLiveCampaign(database.db);
    const failures: string[] = [];
    let answered = 0;
    let stopped = false;
    // A connection per request: a client's kept-alive connection to nginx ends when nginx reloads
    // (browsers then resend on a new one), which is not what this test is about.
    const request = (method: string, url: string, headers: Record<string, string>, body?: string) =>
      new Promise<number>((resolve) => {
        const sent = http.request(`${nginx.url}${url}`, { method, headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        sent.on('error', () => resolve(0));
        sent.end(body);
      });
    const client = async (worker: number) => {
      for (let i = 0; !stopped; i += 1) {
        const view = i % 3 === 2;
        // Each request from an address of its own (nginx appends it to what the app believes): the
        // page-view route's per-address limit is not what this test is about.
        const forwarded = { 'x-forwarded-for': `10.${worker}.${(i >> 8) & 255}.${i & 255}` };
        const status = view
          ? await request(
              'POST',
              '/api/analytics/page-view',
              { ...forwarded, 'content-type': 'application/json', origin: nginx.url },
              JSON.stringify({ path: '/discover', title: 'Discover', sessionId: `rolling-${worker}-session` }),
            )
          : await request('GET', `/api/campaigns/${campaign.id}`, forwarded);
        if (status >= 200 && status < 300) answered += 1;
        else failures.push(`${view ? 'POST page-view' : 'GET campaign'}: ${status}`);
      }
    };
    const clients = Array.from({ length: 6 }, (_, worker) => client(worker));

    for (const index of [0, 1]) {
      await sleep(400);
      await nginx.reload([index]);
      await drainAndClose(running[index]!, 300);
      running[index] = null;
      await startInstance(index);
      await nginx.reload([]);
    }
    await sleep(400);
    stopped = true;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
  });
});
