// Lighthouse (mobile emulation, the default) for the pages people land on: home, /discover and a
// campaign page. Each page runs several times and the median run (by performance score) is kept,
// because a shared 2-core machine makes single runs noisy.
// Standalone: `node bench/lighthouse.mjs http://127.0.0.1:4890 [runs]` against a running
// production server (NODE_ENV=production, SEED_DEMO=true so the demo campaign exists).
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium.mjs';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

export { chromiumFlags, chromiumPath };

/** The seeded demo campaign (SEED_DEMO=true) stands for "a campaign page". */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'discover', path: '/discover' },
  { name: 'campaign', path: '/campaigns/demo-campaign' },
];

async function lighthouseOnce(url, outFile) {
  await execFileAsync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=${chromiumFlags.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(outFile, 'utf8'));
  const scores = Object.fromEntries(Object.entries(report.categories).map(([key, c]) => [key, Math.round(c.score * 100)]));
  const audits = report.audits;
  // Audits that cost points outside performance, so a lost point says why.
  const failing = Object.values(report.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.map((ref) => audits[ref.id]))
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores,
    firstContentfulPaintMs: Math.round(audits['first-contentful-paint'].numericValue),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue),
    speedIndexMs: Math.round(audits['speed-index'].numericValue),
    cumulativeLayoutShift: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
    failingAudits: failing,
  };
}

/** Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART): try again. */
async function withRetry(run, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(
        `  (Lighthouse run failed, retrying: ${
          String(error.stderr ?? error.message)
            .trim()
            .split('\n')[0]
        })`,
      );
    }
  }
}

/** Runs every page `runs` times; returns the median run of each page plus all performance scores. */
export async function lighthousePages(baseUrl, { runs = 3, pages = LIGHTHOUSE_PAGES, log = console.log } = {}) {
  const outDir = path.join(root, '.bench');
  await mkdir(outDir, { recursive: true });
  const results = [];
  for (const page of pages) {
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      all.push(
        await withRetry(() => lighthouseOnce(`${baseUrl}${page.path}`, path.join(outDir, `lighthouse-${page.name}.json`))),
      );
    }
    const sorted = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const row = { page: page.name, path: page.path, ...median, performanceRuns: all.map((r) => r.scores.performance) };
    results.push(row);
    log(formatRow(row));
  }
  return results;
}

export function formatRow(row) {
  const s = row.scores;
  const failing = row.failingAudits.length > 0 ? `; failing: ${row.failingAudits.join(', ')}` : '';
  return (
    `  ${row.page.padEnd(9)} performance ${s.performance} (runs ${row.performanceRuns.join('/')}), ` +
    `accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; ` +
    `FCP ${row.firstContentfulPaintMs} ms, LCP ${row.largestContentfulPaintMs} ms, TBT ${row.totalBlockingTimeMs} ms, ` +
    `SI ${row.speedIndexMs} ms, CLS ${row.cumulativeLayoutShift}${failing}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4890';
  const runs = Number(process.argv[3] ?? 3);
  console.log(`Lighthouse (mobile, median of ${runs}) against ${baseUrl}`);
  await lighthousePages(baseUrl, { runs });
}
