// Pledge throughput alone: a fresh PostgreSQL database, the production server on it, campaigns
// seeded, then the spread and hot-campaign pledge runs of bench/money.mjs and the ledger check.
// `node bench/pledges.mjs` after `npm run build` (BENCH_DATABASE_URL, BENCH_BACKERS,
// BENCH_PLEDGES_PER_BACKER, BENCH_PLEDGE_CONCURRENCY; BENCH_PORT, default 3390). npm run bench runs
// the same rows as part of the whole.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../scripts/pg-fresh-database.mjs';
import { checkLedger, pledgeThroughput, seedCampaigns } from './money.mjs';
import { startServer, stop } from './server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3390);
const name = 'crowdspark_bench_pledges';

const databaseUrl = await freshDatabase(adminUrl, name);

const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-bench-pledges-'));
const server = await startServer({ port, databaseUrl, dataDir, env: { SEED_DEMO: 'false' } });
try {
  await seedCampaigns(databaseUrl, 2000);
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const { spread, hot } = await pledgeThroughput(`http://127.0.0.1:${port}`);
  for (const row of [spread, hot])
    console.log(
      `  ${row.shape.padEnd(18)} ${row.accepted}/${row.pledges} accepted from ${row.backers} backers, ${row.concurrency} at a time, in ${row.seconds} s = ${row.pledgesPerSecond} pledges/s`,
    );
  const ledger = await checkLedger(databaseUrl);
  console.log(`Ledger check (${ledger.ok ? 'passed' : 'FAILED'})`);
  if (!ledger.ok) console.log(ledger.output);
} finally {
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
