// Live delivery across two server instances on one PostgreSQL (decision 0027):
// - 1,000 WebSocket clients (1,000 people, one tab each) split over two production server
//   processes that share the database;
// - one-to-one pushes at a steady rate: latency from the NOTIFY being sent to the client receiving
//   it (p50 / p99), measured on one clock (this process sends and receives);
// - a push to all 1,000 people at once (ten notices of 100): latency until each receives it;
// - memory per idle connection (resident memory of the two processes before and after connecting);
// - messages through the real API (POST on instance 1, live receipt on instance 2): messages/s
//   sustained and the latency from sending to the recipient's push.
// Run on its own with `node bench/live.mjs` after `npm run build`, or through `npm run bench`.
// Sessions: one person signs up through the API; the other 999 get session rows minted the way
// Better Auth signs its cookie (HMAC-SHA256 of the token), checked first against the real cookie.
import { createHmac, randomUUID } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { freshDatabase } from '../scripts/pg-fresh-database.mjs';
import { BENCH_AUTH_SECRET, SERVER_ENTRY, startServer, stop } from './server.mjs';

const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000);
const PUSHES_PER_SECOND = Number(process.env.BENCH_LIVE_RATE ?? 500);
const PUSH_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 5);
const BROADCASTS = 5;
const MESSAGE_PAIRS = Number(process.env.BENCH_LIVE_PAIRS ?? 200);
const MESSAGES_PER_PAIR = Number(process.env.BENCH_LIVE_MESSAGES ?? 20);
const SECRET = BENCH_AUTH_SECRET;
// BENCH_LIVE_PORT_BASE and BENCH_LIVE_DATABASE let two runs share a machine and a PostgreSQL.
const PORT_BASE = Number(process.env.BENCH_LIVE_PORT_BASE ?? 4901);
const PORTS = [PORT_BASE, PORT_BASE + 1];
const DATABASE_NAME = process.env.BENCH_LIVE_DATABASE ?? 'crowdspark_live_bench';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: +percentile(sorted, 50).toFixed(2),
    p99Ms: +percentile(sorted, 99).toFixed(2),
    maxMs: +sorted[sorted.length - 1].toFixed(2),
  };
};

async function residentKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Better Auth's signed cookie value: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
const signToken = (token) => encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`);

async function sessions(baseUrl, databaseUrl) {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `live.${randomUUID().slice(0, 8)}@crowdspark.test`,
      password: 'bench-password-1',
      name: 'Live Bench',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up answered ${signUp.status} without a session cookie`);
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  const token = decodeURIComponent(value).split('.')[0];
  if (signToken(token) !== value)
    throw new Error('Better Auth signs its cookie differently now: update signToken in bench/live.mjs');

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select user_id from auth_sessions where token = $1', [token]);
  const people = [{ userId: rows[0].user_id, cookie }];
  const ids = Array.from({ length: CLIENTS - 1 }, (_, i) => `live-bench-${i}`);
  await client.query(
    // A month old: the new-account messaging limits (docs/product-rules.md#messages) do not apply.
    `insert into users (id, email, display_name, username, created_at)
     select id, id || '@crowdspark.test', 'Live bench ' || id, replace(id, '-', '_'), now() - interval '30 days'
     from unnest($1::text[]) as id`,
    [ids],
  );
  const tokens = ids.map(() => randomUUID().replaceAll('-', ''));
  await client.query(
    `insert into auth_sessions (id, user_id, token, expires_at, created_at, updated_at)
     select 'live-session-' || u, u, t, now() + interval '1 day', now(), now() from unnest($1::text[], $2::text[]) as s(u, t)`,
    [ids, tokens],
  );
  await client.end();
  ids.forEach((userId, i) => people.push({ userId, cookie: `${name}=${signToken(tokens[i])}` }));
  return people;
}

/** Opens a socket for `person` on `port`; resolves once the server said "ready". */
function connect(port, person, onPush) {
  return new Promise((resolve, reject) => {
    const origin = `http://127.0.0.1:${port}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers: { cookie: person.cookie, origin } });
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`live socket answered HTTP ${response.statusCode}`)),
    );
    socket.on('error', reject);
    socket.on('message', (data) => {
      const item = JSON.parse(data.toString('utf8'));
      if (item.type === 'ready') resolve(socket);
      else onPush(item, performance.now(), person);
    });
  });
}

export async function liveBench(pgUrl) {
  const databaseUrl = await freshDatabase(pgUrl, DATABASE_NAME);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-live-bench-'));
  const servers = [];
  const sockets = [];
  // A few connections, so pushes are not queued behind one another on one client.
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    // One after the other: the first migrates the fresh database.
    for (const port of PORTS)
      servers.push(
        await startServer({
          port,
          databaseUrl,
          dataDir: path.join(dataDir, String(port)),
          env: { SEED_DEMO: 'false' },
          // A shared, loaded machine can take more than a minute to start a server.
          readyTimeoutMs: 180_000,
        }),
      );
    const people = await sessions(`http://127.0.0.1:${PORTS[0]}`, databaseUrl);
    const rssBefore = await Promise.all(servers.map((s) => residentKb(s.pid)));

    const sentAt = new Map();
    const latencies = [];
    let broadcastLatencies = [];
    // Messages phase: a recipient's push names the conversation; its waiter resolves on it.
    const waiters = new Map();
    const onPush = (item, at, person) => {
      if (item.type === 'message' && waiters.has(item.id)) {
        const waiter = waiters.get(item.id);
        // The sender's own tabs hear of the message too: only the recipient's socket counts.
        if (waiter.recipient === person) {
          waiters.delete(item.id);
          waiter.resolve(at);
        }
        return;
      }
      const started = sentAt.get(item.id);
      if (started === undefined) return;
      if (item.type === 'bench.one') latencies.push(at - started);
      else broadcastLatencies.push(at - started);
    };
    for (let i = 0; i < people.length; i += 50)
      sockets.push(
        ...(await Promise.all(people.slice(i, i + 50).map((person, j) => connect(PORTS[(i + j) % 2], person, onPush)))),
      );
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = await Promise.all(servers.map((s) => residentKb(s.pid)));
    const perConnectionKb = (rssAfter[0] + rssAfter[1] - rssBefore[0] - rssBefore[1]) / people.length;

    const { encodeNotice, LIVE_CHANNEL, USERS_PER_NOTICE } = await import(
      pathToFileURL(path.join(path.dirname(SERVER_ENTRY), 'modules/live/channel.js')).href
    );
    const notify = (type, id, userIds) =>
      notifier.query('select pg_notify($1, $2)', [LIVE_CHANNEL, encodeNotice({ type, id, userIds })]);

    // One-to-one pushes at a steady rate, to people picked at random.
    const total = PUSHES_PER_SECOND * PUSH_SECONDS;
    const started = performance.now();
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / PUSHES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const id = `one-${n}`;
      sentAt.set(id, performance.now());
      void notify('bench.one', id, [people[Math.floor(Math.random() * people.length)].userId]);
    }
    while (latencies.length < total && performance.now() - started < (PUSH_SECONDS + 10) * 1000)
      await new Promise((r) => setTimeout(r, 50));
    const oneToOne = { ...summary(latencies), sent: total, lost: total - latencies.length, perSecond: PUSHES_PER_SECOND };

    // Everyone at once, as a campaign's thousand backers would be told of its success.
    const broadcasts = [];
    for (let b = 0; b < BROADCASTS; b += 1) {
      broadcastLatencies = [];
      const id = `all-${b}`;
      sentAt.set(id, performance.now());
      const everyone = people.map((p) => p.userId);
      const notices = [];
      for (let i = 0; i < everyone.length; i += USERS_PER_NOTICE)
        notices.push(notify('bench.all', id, everyone.slice(i, i + USERS_PER_NOTICE)));
      await Promise.all(notices);
      const waitFrom = performance.now();
      while (broadcastLatencies.length < people.length && performance.now() - waitFrom < 10_000)
        await new Promise((r) => setTimeout(r, 10));
      broadcasts.push(...broadcastLatencies);
      await new Promise((r) => setTimeout(r, 200));
    }
    const toEveryone = { ...summary(broadcasts), expected: BROADCASTS * people.length, rounds: BROADCASTS };

    // Messages through the real API: pairs whose sender is on instance 1 (even index) and whose
    // recipient listens on instance 2 (odd index); each pair sends its next message when the last
    // one has reached the recipient, all pairs at once. Latency: POST sent → push received.
    const sender = (person) => ({
      cookie: person.cookie,
      origin: `http://127.0.0.1:${PORTS[0]}`,
      'content-type': 'application/json',
    });
    const pairs = [];
    for (let i = 2; i + 1 < people.length && pairs.length < MESSAGE_PAIRS; i += 2) pairs.push([people[i], people[i + 1], i + 1]);
    const api = `http://127.0.0.1:${PORTS[0]}/api/messages`;
    for (const pair of pairs) {
      const res = await fetch(`${api}/conversations`, {
        method: 'POST',
        headers: sender(pair[0]),
        body: JSON.stringify({ username: `live_bench_${pair[2] - 1}` }),
      });
      if (!res.ok) throw new Error(`starting a conversation answered ${res.status}: ${await res.text()}`);
      pair.push((await res.json()).id);
    }
    const messageLatencies = [];
    let failedSends = 0;
    const messagesStarted = performance.now();
    await Promise.all(
      pairs.map(async ([from, to, , conversationId]) => {
        for (let n = 0; n < MESSAGES_PER_PAIR; n += 1) {
          const arrived = new Promise((resolve) => waiters.set(conversationId, { recipient: to, resolve }));
          const started = performance.now();
          const res = await fetch(`${api}/conversations/${conversationId}/messages`, {
            method: 'POST',
            headers: sender(from),
            body: JSON.stringify({ body: `Bench message ${n}`, clientId: randomUUID() }),
          });
          if (res.status !== 201) {
            failedSends += 1;
            waiters.delete(conversationId);
            continue;
          }
          const at = await Promise.race([arrived, new Promise((r) => setTimeout(() => r(null), 5000))]);
          if (at === null) failedSends += 1;
          else messageLatencies.push(at - started);
        }
      }),
    );
    const messageSeconds = (performance.now() - messagesStarted) / 1000;
    const messages = {
      ...summary(messageLatencies),
      pairs: pairs.length,
      sent: messageLatencies.length,
      failed: failedSends,
      perSecond: Math.round(messageLatencies.length / messageSeconds),
    };

    const result = {
      clients: people.length,
      instances: PORTS.length,
      oneToOne,
      toEveryone,
      messages,
      memoryPerIdleConnectionKb: +perConnectionKb.toFixed(1),
      residentMbAfter: rssAfter.map((kb) => Math.round(kb / 1024)),
    };
    console.log(
      `  live, ${result.clients} clients on 2 instances: one-to-one at ${PUSHES_PER_SECOND}/s p50 ${oneToOne.p50Ms} ms p99 ${oneToOne.p99Ms} ms (lost ${oneToOne.lost});` +
        ` to all ${result.clients} at once p50 ${toEveryone.p50Ms} ms p99 ${toEveryone.p99Ms} ms; ${result.memoryPerIdleConnectionKb} kB per idle connection;` +
        ` messages through the API ${messages.perSecond}/s sustained (${messages.pairs} pairs), send→receipt p50 ${messages.p50Ms} ms p99 ${messages.p99Ms} ms (failed ${messages.failed})`,
    );
    return result;
  } finally {
    for (const socket of sockets) socket.terminate();
    await notifier.end().catch(() => undefined);
    for (const server of servers) await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await liveBench(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  console.log(JSON.stringify(result, null, 2));
}
