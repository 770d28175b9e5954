// Creator stats bench: 10,000,000 page views on a fresh PostgreSQL database, rolled up
// by the server's own stats-rollup job, then the latency (p50/p95/p99) of GET /api/stats for one
// campaign over 90 days, asked by its creator. Target: p95 <= 50 ms.
// Called by bench/run.mjs; alone: `node bench/stats.mjs` (BENCH_STATS_PAGE_VIEWS, BENCH_DATABASE_URL,
// BENCH_STATS_PORT, BENCH_SERVER_ENTRY; the server build must exist).
// Seeding takes minutes (828 s for 10 M rows on a loaded 2-core machine). To measure again after a
// change, run with BENCH_STATS_KEEP=true: the database is then kept after the run, and a later run
// with BENCH_STATS_KEEP=true reuses it when it holds the same number of page views (the server's
// migrations still run on it; its rollup is incremental). BENCH_STATS_DATABASE names the database
// (default crowdspark_bench_stats), so two checkouts do not share one.
//
// The page views are generated in SQL (generate_series) into the app's own table with its indexes,
// spread over the last 90 days: 80 % on 1,000 campaign pages (one of them, the measured one, gets
// 1 % of all views), the rest on other pages, from 3,000,000 browser sessions, with referrers and
// UTM sources. Pledge and follower days are generated into stats' tables as its event subscribers
// would have left them. The server starts after the data is there, so its first rollup run covers
// all of it (and is timed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { databaseUrl, freshDatabase } from '../scripts/pg-fresh-database.mjs';
import { startServer, stop } from './server.mjs';

const PAGE_VIEWS = Number(process.env.BENCH_STATS_PAGE_VIEWS ?? 10_000_000);
const CAMPAIGNS = 1000;
const SESSIONS = 3_000_000;
const BATCH = 1_000_000;
const SAMPLES = Number(process.env.BENCH_STATS_SAMPLES ?? 300);
const WARM_UP = 20;
const DATABASE_NAME = process.env.BENCH_STATS_DATABASE ?? 'crowdspark_bench_stats';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_NAME)) throw new Error(`BENCH_STATS_DATABASE must be a plain name: ${DATABASE_NAME}`);
const KEEP = process.env.BENCH_STATS_KEEP === 'true';
const CREATOR_PASSWORD = 'bench-password-1';
const MEASURED = 'stats-bench-0001';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

function sessionCookie(response) {
  const session = response.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!session) throw new Error(`no session cookie (status ${response.status})`);
  return session.split(';')[0];
}

async function signUpCreator(baseUrl) {
  const email = `stats-creator-${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: CREATOR_PASSWORD, name: 'Stats Creator' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookie(res);
  const me = await (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).json();
  return { cookie, userId: me.id ?? me.user?.id, email };
}

/** A kept database's creator signs in again (BENCH_STATS_KEEP). */
async function signInCreator(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: CREATOR_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookie(res), email };
}

/** The seed a kept database holds (its creator and page view count), or null when it has none to reuse. */
async function keptSeed(adminUrl, url) {
  const exists = await withClient(adminUrl, async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    return rows.length > 0;
  });
  if (!exists) return null;
  return withClient(url, async (client) => {
    const { rows } = await client
      .query(`select email, page_views from bench_stats_seed where exists (select 1 from page_view_rollup)`)
      .catch(() => ({ rows: [] }));
    const row = rows[0];
    return row && Number(row.page_views) === PAGE_VIEWS ? { email: row.email } : null;
  });
}

async function seed(client, creatorId) {
  const started = Date.now();
  await client.query(
    `insert into campaigns (id, owner_id, title, blurb, category, goal, currency, funding_model, duration_days, status, launched_at, ends_at, created_at)
     select 'stats-bench-' || lpad(i::text, 4, '0'), $1, 'Bench campaign ' || i, 'Made by bench/stats.mjs.', 'technology',
       100000, 'USD', 'all_or_nothing', 30, 'live', now() - interval '95 days', now() + interval '30 days', now() - interval '100 days'
     from generate_series(1, ${CAMPAIGNS}) i`,
    [creatorId],
  );
  for (let from = 1; from <= PAGE_VIEWS; from += BATCH) {
    const to = Math.min(PAGE_VIEWS, from + BATCH - 1);
    // i → a page (1 % the measured campaign, 79 % the other campaigns, 20 % other pages), a session,
    // a time in the last 90 days, a referrer (none for 40 %), a UTM source for 10 %. Referrer and UTM
    // source come from a hash of i (h, 0–999), so every page gets the same mix: drawn from i % 5 and
    // i % 10, the measured campaign (i % 100 = 0) had no referrer and no UTM source at all, and its
    // sources tables measured nothing.
    await client.query(
      `insert into page_views (path, title, referrer, session_id, utm_source, created_at)
       select case when i % 100 = 0 then '/campaigns/${MEASURED}'
                   when i % 100 < 80 then '/campaigns/stats-bench-' || lpad((2 + (i * 7) % ${CAMPAIGNS - 1})::text, 4, '0')
                   else (array['/', '/discover', '/feed', '/search', '/help'])[1 + i % 5] end,
              'Bench page',
              case when h < 400 then null
                   else (array['https://news.example.com/a', 'https://social.example.org/p', 'http://127.0.0.1/discover',
                               'https://mail.example.net/x', 'https://blog.example.com/post'])[1 + (h / 7) % 5] end,
              'bench-session-' || ((i::bigint * 7919) % ${SESSIONS}),
              case when h % 10 = 3 then (array['newsletter', 'twitter', 'partner'])[1 + (h / 10) % 3] end,
              now() - (((i::bigint * 104729) % 7776000) * interval '1 second')
       from generate_series(${from}, ${to}) i, lateral (select abs(hashint8(i::bigint)) % 1000 as h) mix`,
    );
    process.stdout.write(`  ${to.toLocaleString('en-US')} page views (${seconds(started)} s)\n`);
  }
  await client.query(
    `insert into stats_campaign_days (campaign_id, day, pledges, cancellations, amount)
     select c.id, (now() at time zone 'UTC')::date - d, (d * 7 + n) % 13, (d + n) % 2, ((d * 7 + n) % 13) * 2500
     from (select id, row_number() over (order by id) as n from campaigns where id like 'stats-bench-%') c, generate_series(0, 89) d`,
  );
  await client.query(
    `insert into stats_follower_days (user_id, day, followed, unfollowed)
     select $1, (now() at time zone 'UTC')::date - d, d % 5, d % 2 from generate_series(0, 89) d`,
    [creatorId],
  );
  // 90 days and the referrer / UTM tables are Pro's advanced stats (decision 0034): the creator subscribes.
  await client.query(
    `insert into subscriptions (user_id, plan, status, currency, current_period_start, current_period_end)
     values ($1, 'pro-yearly', 'active', 'USD', now() - interval '1 day', now() + interval '364 days')`,
    [creatorId],
  );
  await client.query('analyze');
  return seconds(started);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential requests (latency, not throughput): p50/p95/p99 in ms. */
async function measure(url, cookie) {
  for (let i = 0; i < WARM_UP; i += 1) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const times = [];
  let body;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    body = await res.json();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    samples: SAMPLES,
    body,
  };
}

export async function statsBench({ adminUrl, port = Number(process.env.BENCH_STATS_PORT ?? 3340) }) {
  const url = databaseUrl(adminUrl, DATABASE_NAME);
  const kept = KEEP ? await keptSeed(adminUrl, url) : null;
  if (!kept) {
    await freshDatabase(adminUrl, DATABASE_NAME);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-bench-stats-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { SEED_DEMO: 'false' };
  try {
    if (kept) return await measureKept({ url, dataDir, port, baseUrl, env, email: kept.email });
    // First start: migrations and the creator's account, no jobs (so no rollup runs before the data is in).
    let server = await startServer({ port, databaseUrl: url, dataDir, env: { ...env, JOBS_ENABLED: 'false' } });
    let creator;
    try {
      creator = await signUpCreator(baseUrl);
    } finally {
      await stop(server);
    }
    console.log(`  generating ${PAGE_VIEWS.toLocaleString('en-US')} page views on PostgreSQL:`);
    const seedSeconds = await withClient(url, async (client) => {
      const took = await seed(client, creator.userId);
      // What a later BENCH_STATS_KEEP run needs to reuse this database.
      await client.query('create table bench_stats_seed (email text not null, page_views bigint not null)');
      await client.query('insert into bench_stats_seed values ($1, $2)', [creator.email, PAGE_VIEWS]);
      return took;
    });

    // Second start: the stats-rollup job's first run rolls every day up; timed until its mark appears.
    const rollupStarted = Date.now();
    server = await startServer({ port, databaseUrl: url, dataDir, env: { ...env, JOBS_POLL_INTERVAL: '500ms' } });
    try {
      await withClient(url, async (client) => {
        for (;;) {
          const { rows } = await client.query('select covered_until from page_view_rollup');
          if (rows.length) return;
          await new Promise((r) => setTimeout(r, 500));
        }
      });
      const rollupSeconds = seconds(rollupStarted);
      const rolled = await withClient(
        url,
        async (client) => (await client.query('select count(*)::int as n from page_view_days')).rows[0].n,
      );
      console.log(
        `  seeded in ${seedSeconds} s; first rollup (server start included): ${rollupSeconds} s, ${rolled.toLocaleString('en-US')} daily rows`,
      );
      await settleRollupTables(url);

      return {
        pageViews: PAGE_VIEWS,
        seedSeconds,
        rollupSeconds,
        dailyRows: rolled,
        ...(await measureStats(baseUrl, creator.cookie)),
      };
    } finally {
      await stop(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (KEEP) console.log(`  kept the database ${DATABASE_NAME} for the next BENCH_STATS_KEEP=true run`);
    else await withClient(adminUrl, (client) => client.query(`drop database if exists ${DATABASE_NAME} with (force)`));
  }
}

/** A kept, already seeded and rolled-up database: start the server on it and measure again. */
async function measureKept({ url, dataDir, port, baseUrl, env, email }) {
  console.log(
    `  reusing the seeded database ${DATABASE_NAME} (${PAGE_VIEWS.toLocaleString('en-US')} page views; BENCH_STATS_KEEP)`,
  );
  const server = await startServer({ port, databaseUrl: url, dataDir, env });
  try {
    await settleRollupTables(url);
    const creator = await signInCreator(baseUrl, email);
    return { pageViews: PAGE_VIEWS, reused: true, ...(await measureStats(baseUrl, creator.cookie)) };
  } finally {
    await stop(server);
  }
}

/**
 * What autovacuum does within a minute or two of the first rollup's bulk write (its insert
 * threshold): statistics and the visibility map of the daily tables. Stats read a campaign's days
 * from their primary keys alone (index-only scans, decision 0034); until the visibility map is set
 * every row is still fetched from the heap, which a running server's rollup tables never pay for
 * the days that are over (only today's rows change).
 */
async function settleRollupTables(url) {
  const started = Date.now();
  await withClient(url, (client) => client.query('vacuum (analyze) page_view_days, page_view_source_days'));
  console.log(`  vacuum (analyze) of the daily tables, as autovacuum would after the bulk write: ${seconds(started)} s`);
}

/** The baseline (GET /api/me) and the measured request, in the same run. */
async function measureStats(baseUrl, cookie) {
  // The same signed-in request path without stats' work, in the same run: how loaded the machine is.
  const { body: _me, ...baseline } = await measure(`${baseUrl}/api/me`, cookie);
  console.log(`  GET /api/me (baseline, same session): p50 ${baseline.p50} ms, p95 ${baseline.p95} ms, p99 ${baseline.p99} ms`);
  const result = await measure(`${baseUrl}/api/stats?campaignId=${MEASURED}&range=90d`, cookie);
  const { body, ...latency } = result;
  console.log(
    `  GET /api/stats (one campaign, 90 days; ${body.totals.views.toLocaleString('en-US')} views, ${body.days.length} days): ` +
      `p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms over ${SAMPLES} sequential requests ` +
      `(target p95 <= 50 ms: ${latency.p95 <= 50 ? 'met' : 'MISSED'})`,
  );
  return { viewsOfCampaign: body.totals.views, ...latency, baselineMe: baseline };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Creator stats (bench/stats.mjs):');
  await statsBench({ adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
}
