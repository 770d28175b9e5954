// Discovery bench: 1,000,000 campaigns on a fresh PostgreSQL database, then search
// latency (p50/p95/p99) for a selective term, a common term, a one-letter typo and a prefix, the
// feed and /api/discover (req/s, p99) next to the bare route, and EXPLAIN (ANALYZE, BUFFERS) of
// every statement a search runs, so a plan problem shows itself.
// Called by bench/run.mjs; alone: `node bench/discovery.mjs` (BENCH_DISCOVERY_CAMPAIGNS, BENCH_PORT_BASE,
// BENCH_DATABASE_URL, BENCH_SERVER_ENTRY; the server build must exist).
//
// The rows are what the app would hold: campaigns and their owners are inserted with every column
// the listings and search read, and the search documents and vocabulary are written by the app's
// own trigger (migration 0013) as the rows go in, not by a copy of it here.
// Its parts: discovery/seed.mjs generates the database (from discovery/words.mjs), discovery/queries.mjs
// times the searches, discovery/plans.mjs explains every statement the reads run.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { freshDatabase } from '../scripts/pg-fresh-database.mjs';
import { explainReads } from './discovery/plans.mjs';
import { SEARCH_QUERIES, SEARCH_SAMPLES, latency } from './discovery/queries.mjs';
import { DATABASE_NAME, generatedDatabase, migrateAndGenerate } from './discovery/seed.mjs';
import { load, ratio, startServer, stop } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const DISCOVERY_CAMPAIGNS = Number(process.env.BENCH_DISCOVERY_CAMPAIGNS ?? 1_000_000);
/** BENCH_DISCOVERY_REUSE=true measures the database an earlier run generated (when it is complete). */
const REUSE = process.env.BENCH_DISCOVERY_REUSE === 'true';

/**
 * The whole discovery bench. `bareRow` is the bare Fastify route's row when the caller measured
 * it in the same run; otherwise it is measured here on `portBase + 1`.
 */
export async function discoveryBench({ adminUrl, portBase, bareRow = null, count = DISCOVERY_CAMPAIGNS }) {
  const results = { campaigns: count, loadAverageBefore: loadavg().map((n) => +n.toFixed(2)) };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-bench-discovery-'));
  const port = portBase;
  // No demo rows, and no jobs: the figures are the requests', not a settlement run's.
  const serverEnv = { SEED_DEMO: 'false', JOBS_ENABLED: 'false' };
  let databaseUrl = REUSE ? await generatedDatabase(adminUrl, count) : null;
  try {
    if (databaseUrl) {
      console.log(`\nDiscovery: reusing ${DATABASE_NAME} (${count.toLocaleString('en-US')} campaigns or more)`);
    } else {
      databaseUrl = await freshDatabase(adminUrl, DATABASE_NAME);
      results.data = await migrateAndGenerate(databaseUrl, { port, dataDir, serverEnv, count, results });
    }

    let bare = null;
    if (!bareRow) {
      bare = Fastify({ logger: false });
      bare.get('/bare', async () => ({ status: 'ok' }));
      await bare.listen({ port: portBase + 1, host: '127.0.0.1' });
    }
    const server = await startServer({ port, databaseUrl, dataDir, env: serverEnv });
    const base = `http://127.0.0.1:${port}`;
    try {
      console.log(`\n  Search, ${SEARCH_SAMPLES} requests one at a time per query (${count.toLocaleString('en-US')} campaigns):`);
      results.search = [];
      for (const { name, q } of SEARCH_QUERIES)
        results.search.push({ q, ...(await latency(`${base}/api/search?q=${encodeURIComponent(q)}`, `${name} "${q}"`)) });

      console.log('\n  Feed and discover under load:');
      const barePart = bareRow ?? (await load(`http://127.0.0.1:${portBase + 1}/bare`, 'bare Fastify route'));
      const firstPage = await (await fetch(`${base}/api/feed?tab=newest`)).json();
      const rows = [
        await load(`${base}/api/feed`, 'GET /api/feed (first page)'),
        await load(`${base}/api/feed?tab=newest&cursor=${encodeURIComponent(firstPage.nextCursor)}`, 'GET /api/feed (page 2)'),
        await load(`${base}/api/feed?tab=trending`, 'GET /api/feed?tab=trending'),
        await load(`${base}/api/discover`, 'GET /api/discover'),
      ];
      results.http = [barePart, ...rows.map((row) => ({ ...row, ...ratio(row, barePart) }))];
      console.log('  Ratios to the bare route (throughput, p99):');
      for (const row of results.http.slice(1))
        console.log(`    ${row.title.padEnd(36)} x${row.throughputVsBare}   p99 x${row.p99VsBare}`);
    } finally {
      await stop(server);
      await bare?.close();
    }

    console.log('\n  EXPLAIN (ANALYZE, BUFFERS) of each statement the reads run:');
    results.plans = await explainReads(databaseUrl);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  results.loadAverageAfter = loadavg().map((n) => +n.toFixed(2));
  console.log(`\n  Load average before ${results.loadAverageBefore.join(' ')}, after ${results.loadAverageAfter.join(' ')}`);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { writeFile, mkdir } = await import('node:fs/promises');
  const results = await discoveryBench({
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    portBase: Number(process.env.BENCH_PORT_BASE ?? 3310),
  });
  await mkdir(path.join(root, '.bench'), { recursive: true });
  await writeFile(path.join(root, '.bench/discovery.json'), JSON.stringify(results, null, 2));
  console.log('\nSaved .bench/discovery.json');
}
