// Benchmarks of campaigns and money on PostgreSQL, called by bench/run.mjs:
// - GET /api/campaigns/{id} and the listing with 100,000 campaigns seeded, next to the bare route;
// - pledges per second with many concurrent backers through the real API (wallet → escrow, with
//   idempotency keys), spread over many campaigns and into one hot campaign, then the ledger
//   invariant check over the whole database.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

export const SEEDED_CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const BACKERS = Number(process.env.BENCH_BACKERS ?? 1000);
const PLEDGES_PER_BACKER = Number(process.env.BENCH_PLEDGES_PER_BACKER ?? 3);
const PLEDGE_CONCURRENCY = Number(process.env.BENCH_PLEDGE_CONCURRENCY ?? 50);
/** The spread shape's campaigns: enough that two pledges in flight rarely share one. */
const SPREAD_CAMPAIGNS = 1000;

/** 100,000 live campaigns in one statement (generate_series), owned by one bench creator. */
export async function seedCampaigns(databaseUrl, count = SEEDED_CAMPAIGNS) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, email, display_name, username) values ('bench_creator', 'bench@crowdspark.test', 'Bench Creator', 'bench_creator')
       on conflict do nothing`,
    );
    const started = Date.now();
    await client.query(
      `insert into campaigns (id, owner_id, title, blurb, story_html, category, goal, currency, funding_model, duration_days,
                              status, launched_at, ends_at, created_at)
       select 'bench-' || lpad(n::text, 6, '0'), 'bench_creator', 'Bench campaign ' || n, 'A seeded campaign for the benchmark.',
              '<p>Seeded.</p>', (array['technology','games','design','music','film','food'])[1 + n % 6], 100000 + (n % 50) * 1000,
              'USD', 'all_or_nothing', 30, 'live', now() - interval '1 day', now() + ((n % 59) + 1) * interval '1 day',
              now() - (n || ' seconds')::interval
       from generate_series(1, $1::int) as n
       on conflict do nothing`,
      [count],
    );
    await client.query('analyze campaigns');
    return { count, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

function sessionCookie(response) {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((c) => c.includes('session_token='));
  if (!session) throw new Error(`no session cookie (status ${response.status})`);
  return session.split(';')[0];
}

/** A backer with a funded wallet, made through the API: sign-up, then a sandbox top-up paid on its page. */
async function makeBacker(baseUrl, index, amount) {
  const origin = { origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({
      email: `bench.backer.${index}.${randomUUID().slice(0, 8)}@crowdspark.test`,
      password: 'bench-password-1',
      name: `Bench Backer ${index}`,
    }),
  });
  const cookie = sessionCookie(signUp);
  const topUp = await fetch(`${baseUrl}/api/wallet/top-ups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID(), ...origin },
    body: JSON.stringify({ amount }),
  });
  const { checkoutUrl } = await topUp.json();
  const paid = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', cardNumber: '4242 4242 4242 4242' }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox checkout answered ${paid.status}`);
  return cookie;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool(tasks, limit) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Pledges through the real API (wallet → escrow, with idempotency keys), `concurrency` at a time,
 * in two shapes: spread (each backer backs `PLEDGES_PER_BACKER` campaigns among the first
 * `SPREAD_CAMPAIGNS`, so pledges to one campaign rarely meet) and hot (every backer backs the same
 * one campaign, so every pledge queues on its row and escrow). Returns a row for each.
 */
export async function pledgeThroughput(baseUrl) {
  const amount = 1000;
  const cookies = await pool(
    Array.from({ length: BACKERS }, (_, i) => () => makeBacker(baseUrl, i, amount * (PLEDGES_PER_BACKER + 1))),
    10,
  );
  const campaignId = (n) => `bench-${String(n).padStart(6, '0')}`;
  const spread = await pledgeRun(baseUrl, cookies, amount, 'spread', (backer, k) =>
    campaignId(1 + ((backer * PLEDGES_PER_BACKER + k) % SPREAD_CAMPAIGNS)),
  );
  // The hot campaign is not among the spread ones: every backer can still back it.
  const hot = await pledgeRun(baseUrl, cookies, amount, 'one hot campaign', () => campaignId(SPREAD_CAMPAIGNS + 1), 1);
  return { spread, hot };
}

async function pledgeRun(baseUrl, cookies, amount, shape, campaignFor, perBacker = PLEDGES_PER_BACKER) {
  const tasks = [];
  for (const [backer, cookie] of cookies.entries())
    for (let k = 0; k < perBacker; k += 1) {
      const campaign = campaignFor(backer, k);
      tasks.push(async () => {
        const res = await fetch(`${baseUrl}/api/campaigns/${campaign}/pledges`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID(), origin: baseUrl },
          body: JSON.stringify({ tierId: null, amount }),
        });
        await res.arrayBuffer();
        return res.status;
      });
    }
  const started = performance.now();
  const statuses = await pool(tasks, PLEDGE_CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;
  const ok = statuses.filter((s) => s === 201).length;
  return {
    shape,
    backers: cookies.length,
    pledges: tasks.length,
    concurrency: PLEDGE_CONCURRENCY,
    accepted: ok,
    failed: tasks.length - ok,
    seconds: +seconds.toFixed(2),
    pledgesPerSecond: Math.round(ok / seconds),
  };
}

/** npm run check:ledger against the bench database (built CLI); returns its output and exit code. */
export async function checkLedger(databaseUrl) {
  try {
    const { stdout } = await execFileAsync(process.execPath, [path.join(root, 'apps/server/dist/cli/check-ledger.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        // Production refuses secrets published in the repository; the CLI signs nothing, any fresh one does.
        BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
        // The bench server runs the sandbox as a demo; production config must be told so.
        PAYMENTS_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      },
    });
    return { ok: true, output: stdout.trim() };
  } catch (error) {
    return { ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() };
  }
}
