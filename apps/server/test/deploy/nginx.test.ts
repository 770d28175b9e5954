import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { publishLive } from '../../src/modules/live/service.js';
import { FAKE_APP_JS, createFakeWebDist } from '../helpers/fake-web-dist.js';
import { PASSWORD, uniqueEmail } from '../helpers/auth.js';
import { freePort } from '../helpers/free-port.js';
import { nginxInstalled, NGINX_BIN, startNginx } from '../helpers/nginx.js';
import type { RunningNginx } from '../helpers/nginx.js';
import { buildTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * deploy/nginx.conf in front of two app servers on one database, as in production: Debian's nginx
 * started from the file itself (test/helpers/nginx.ts). The apps trust only 127.0.0.1 as a proxy,
 * and the test's client connects from 127.0.0.2, so the client address the app sees can only have
 * come from nginx's X-Forwarded-For.
 */
interface Seen {
  instance: number;
  url: string;
  id: string;
  ip: string;
  protocol: string;
}

let database: DatabaseHandle;
let nginx: RunningNginx;
let removeWebDist: () => Promise<void>;
const instances: App[] = [];
const seen: Seen[] = [];
const sockets: WebSocket[] = [];
const CLIENT_ADDRESS = '127.0.0.2';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request to nginx from CLIENT_ADDRESS. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${nginx.url}${path}`,
      { method, headers, localAddress: CLIENT_ADDRESS, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const seenFor = (id: string | string[] | undefined) => seen.find((s) => s.id === id);

describe(`deploy/nginx.conf (${NGINX_BIN})`, () => {
  beforeAll(async () => {
    // Needed like Chromium for the browser tests: a missing nginx fails here, saying how to get it.
    if (!nginxInstalled()) throw new Error(`nginx is not installed at ${NGINX_BIN}: apt-get install nginx (or set NGINX_BIN)`);
    const [webDist, nginxPort] = await Promise.all([createFakeWebDist(), freePort()]);
    removeWebDist = () => webDist.remove();
    database = await createTestDatabase();
    const upstreams: string[] = [];
    for (let instance = 0; instance < 2; instance += 1) {
      const app = await buildTestApp({
        db: database.db,
        listen: database.listen,
        env: {
          WEB_DIST_DIR: webDist.dir,
          TRUST_PROXY: '127.0.0.1',
          // Both servers are reached at nginx's origin; startNginx is asked for the same port below.
          PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        },
      });
      app.addHook('onRequest', (request, _reply, done) => {
        seen.push({ instance, url: request.url, id: request.id, ip: request.ip, protocol: request.protocol });
        done();
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      instances.push(app);
      upstreams.push(`127.0.0.1:${address.port}`);
    }
    nginx = await startNginx([upstreams[0]!, upstreams[1]!], nginxPort);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await nginx?.stop();
    for (const app of instances) await app.close();
    await database?.close();
    await removeWebDist?.();
  });

  it('spreads requests over both servers, each with nginx’s request id and the client’s address', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      // A client-sent X-Forwarded-For is kept but not believed: nginx appends the address it saw.
      const res = await send('GET', '/api/ready', { 'x-forwarded-for': '203.0.113.9' });
      expect(res.status).toBe(200);
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(seenFor(id)).toMatchObject({ url: '/api/ready', ip: CLIENT_ADDRESS, protocol: 'http' });
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => seenFor(id)?.instance))).toEqual(new Set([0, 1]));
    expect(await nginx.accessLog()).toContain(`rid=${ids[0]}`);
  });

  it('signs up through nginx (origin and host pass the app’s checks) and carries a live push over the WebSocket upgrade to either server', async () => {
    const signUp = await send(
      'POST',
      '/api/auth/sign-up/email',
      { 'content-type': 'application/json', origin: nginx.url },
      JSON.stringify({ email: uniqueEmail('nginx'), password: PASSWORD, name: 'Via Nginx' }),
    );
    expect(signUp.status, signUp.body.toString()).toBe(200);
    const userId = (JSON.parse(signUp.body.toString()) as { user: { id: string } }).user.id;
    const cookie = [signUp.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');

    // least_conn: with one socket open on a server, the next goes to the other one.
    const tabs = [];
    for (let i = 0; i < 2; i += 1) {
      const socket = new WebSocket(`ws://127.0.0.1:${nginx.port}/api/live`, {
        headers: { cookie, origin: nginx.url },
        localAddress: CLIENT_ADDRESS,
      });
      sockets.push(socket);
      const received: unknown[] = [];
      const upgraded = new Promise<void>((resolve, reject) => {
        socket.on('upgrade', () => resolve());
        socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
        socket.on('error', reject);
      });
      const ready = new Promise<void>((resolve) =>
        socket.on('message', (data) => {
          const message = JSON.parse((data as Buffer).toString('utf8')) as { type: string };
          if (message.type === 'ready') resolve();
          else received.push(message);
        }),
      );
      await upgraded;
      await ready;
      // The 101 answer carries no request id: the upgrade is the newest /api/live request a server saw.
      tabs.push({ received, instance: seen.findLast((s) => s.url === '/api/live')?.instance });
    }
    expect(new Set(tabs.map((tab) => tab.instance))).toEqual(new Set([0, 1]));

    await database.db.transaction().execute((trx) => publishLive(trx, [userId], { type: 'message.created', id: 'via-nginx' }));
    for (let i = 0; i < 100 && tabs.some((tab) => tab.received.length === 0); i += 1) await new Promise((r) => setTimeout(r, 20));
    for (const tab of tabs) expect(tab.received).toEqual([{ type: 'message.created', id: 'via-nginx' }]);
  });

  it('caches hashed assets (per encoding, immutable), never /api answers, leaves compression to the app and keeps /metrics inside', async () => {
    const first = await send('GET', '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    const second = await send('GET', '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.body).toString('utf8')).toBe(FAKE_APP_JS);
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    // Served by nginx alone, under its own id for this request.
    expect(seenFor(first.headers['x-request-id'])?.url).toBe('/assets/index-abc123.js');
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(seenFor(second.headers['x-request-id'])).toBeUndefined();

    expect((await send('GET', '/metrics')).status).toBe(404);
    const api = await send('GET', '/api/ready');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-cache-status']).toBeUndefined();
  });

  it('refuses a body over its bound before any server sees it, and lets an avatar-sized one through', async () => {
    const before = seen.length;
    const tooBig = await send('POST', '/api/logs', { 'content-type': 'application/json' }, Buffer.alloc(2 * 1024 * 1024, 'a'));
    expect(tooBig.status).toBe(413);
    expect(seen.length).toBe(before);
    // 3 MiB reaches the avatar route, which answers for itself (401: nobody is signed in).
    const avatar = await send(
      'POST',
      '/api/me/avatar',
      { 'content-type': 'application/octet-stream' },
      Buffer.alloc(3 * 1024 * 1024),
    );
    expect(avatar.status).not.toBe(413);
    expect(seenFor(avatar.headers['x-request-id'])?.url).toBe('/api/me/avatar');
  });
});
