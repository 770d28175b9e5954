// Benchmarks: throughput and tail latency of our server next to a bare Fastify route in the same
// run (so the ratio, not the absolute figure, is what to compare across machines), the gzip size
// of the JavaScript the home page loads, and Lighthouse scores (mobile, median of 3 runs) for home,
// /discover and a campaign page (bench/lighthouse.mjs, which also runs on its own); with PostgreSQL,
// search, feed and discover over 1,000,000 campaigns (bench/discovery.mjs, which also runs on its own),
// live delivery to 1,000 WebSocket clients on two instances (bench/live.mjs, also on its own), and
// creator stats over 10,000,000 page views (bench/stats.mjs, also on its own).
// Run with `npm run bench` (it builds first). Figures are printed and saved to .bench/results.json.
import { mkdtemp, mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { chromium } from '@playwright/test';
import { freshDatabase } from '../scripts/pg-fresh-database.mjs';
import { SEEDED_CAMPAIGNS, checkLedger, pledgeThroughput, seedCampaigns } from './money.mjs';
import { discoveryBench } from './discovery.mjs';
import { liveBench } from './live.mjs';
import { statsBench } from './stats.mjs';
import { chromiumFlags, chromiumPath, lighthousePages } from './lighthouse.mjs';
import { CONNECTIONS, DURATION_S, load, ratio, startServer, stop } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh bench database's URL, or null where no PostgreSQL answers. */
async function pgAnswers(url) {
  try {
    return await freshDatabase(url, 'crowdspark_bench');
  } catch {
    return null;
  }
}

async function homeJavaScript(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(baseUrl))
      scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const dist = path.join(root, 'apps/web/dist');
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const script of scripts) {
    const bytes = await readFile(path.join(dist, script));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    files.push({ file: script, bytes: bytes.length, gzipBytes: gz });
  }
  return { files, rawBytes: raw, gzipBytes: gzip };
}

async function main() {
  await mkdir(path.join(root, '.bench'), { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-bench-'));
  const results = { machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, http: [] };

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: 3301, host: '127.0.0.1' });

  console.log(`HTTP (${CONNECTIONS} connections, ${DURATION_S} s each; client and server share this machine)`);
  const server = await startServer({ port: 3300, dataDir });
  try {
    const bareRow = await load('http://127.0.0.1:3301/bare', 'bare Fastify route');
    const health = await load('http://127.0.0.1:3300/api/health', 'GET /api/health');
    const ready = await load('http://127.0.0.1:3300/api/ready', 'GET /api/ready (PGlite query)');
    const campaignLite = await load(
      'http://127.0.0.1:3300/api/campaigns/demo-campaign',
      'GET /api/campaigns/{id} (PGlite, demo)',
    );
    results.http.push(
      bareRow,
      { ...health, ...ratio(health, bareRow) },
      { ...ready, ...ratio(ready, bareRow) },
      { ...campaignLite, ...ratio(campaignLite, bareRow) },
    );

    const pgUrl = await pgAnswers(PG_URL);
    if (pgUrl) {
      const pgServer = await startServer({ port: 3302, databaseUrl: pgUrl, dataDir });
      try {
        const readyPg = await load('http://127.0.0.1:3302/api/ready', 'GET /api/ready (PostgreSQL query)');
        results.http.push({ ...readyPg, ...ratio(readyPg, bareRow) });

        const seeded = await seedCampaigns(pgUrl);
        console.log(
          `\n  seeded ${seeded.count.toLocaleString('en-US')} campaigns in ${seeded.seconds} s; with them on PostgreSQL:`,
        );
        const middle = `bench-${String(Math.ceil(SEEDED_CAMPAIGNS / 2)).padStart(6, '0')}`;
        for (const [url, title] of [
          [`http://127.0.0.1:3302/api/campaigns/${middle}`, 'GET /api/campaigns/{id}'],
          ['http://127.0.0.1:3302/api/campaigns?sort=newest&limit=20', 'GET /api/campaigns?sort=newest'],
          ['http://127.0.0.1:3302/api/campaigns?sort=ending_soon&limit=20', 'GET /api/campaigns?sort=ending_soon'],
          ['http://127.0.0.1:3302/api/campaigns?sort=most_funded&limit=20', 'GET /api/campaigns?sort=most_funded'],
        ]) {
          const row = await load(url, title);
          results.http.push({ ...row, ...ratio(row, bareRow), campaignsSeeded: seeded.count });
        }

        const pledges = await pledgeThroughput('http://127.0.0.1:3302');
        results.pledges = pledges;
        console.log('\nPledges on PostgreSQL (targets: 1,000/s spread over campaigns, 300/s into one hot campaign):');
        for (const row of [pledges.spread, pledges.hot])
          console.log(
            `  ${row.shape.padEnd(18)} ${row.accepted}/${row.pledges} accepted from ${row.backers} backers, ${row.concurrency} at a time, in ${row.seconds} s = ${row.pledgesPerSecond} pledges/s`,
          );
        const ledger = await checkLedger(pgUrl);
        results.ledgerCheck = ledger;
        console.log(
          `Ledger check after the pledges (${ledger.ok ? 'passed' : 'FAILED'}):\n${ledger.output.replace(/^/gm, '  ')}`,
        );
      } finally {
        await stop(pgServer);
      }
      console.log('\nLive delivery (two instances on one PostgreSQL, bench/live.mjs):');
      results.live = await liveBench(PG_URL);
      // 1,000,000 campaigns take a quarter of an hour to generate on this machine: BENCH_DISCOVERY=false skips it.
      if (process.env.BENCH_DISCOVERY !== 'false')
        results.discovery = await discoveryBench({ adminUrl: PG_URL, portBase: 3303, bareRow });
      // 10,000,000 page views take a few minutes to generate: BENCH_STATS=false skips it.
      if (process.env.BENCH_STATS !== 'false') {
        console.log('\nCreator stats (bench/stats.mjs):');
        results.stats = await statsBench({ adminUrl: PG_URL, port: 3340 });
      }
    } else {
      console.log('  (PostgreSQL not reachable: skipped the PostgreSQL row)');
    }
    console.log('\nRatios to the bare Fastify route (throughput, p99):');
    for (const row of results.http.slice(1))
      console.log(`  ${row.title.padEnd(38)} x${row.throughputVsBare}   p99 x${row.p99VsBare}`);

    results.homeJavaScript = await homeJavaScript('http://127.0.0.1:3300');
    console.log(
      `\nJavaScript loaded by home: ${results.homeJavaScript.files.length} files, ${(results.homeJavaScript.rawBytes / 1024).toFixed(1)} KiB raw, ${(results.homeJavaScript.gzipBytes / 1024).toFixed(1)} KiB gzip`,
    );

    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    console.log(`\nLighthouse (mobile emulation, median of ${runs} runs per page):`);
    results.lighthouse = await lighthousePages('http://127.0.0.1:3300', { runs });
  } finally {
    await stop(server);
    await bare.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await writeFile(path.join(root, '.bench/results.json'), JSON.stringify(results, null, 2));
  console.log('\nSaved .bench/results.json');
}

await main();
