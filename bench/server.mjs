// What every bench shares: the production server started on a port (built entry, bench-only
// secrets, limits off), stopped again, and one autocannon load with its row of figures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
/** Production refuses secrets published in the repository: each bench run makes its own. */
export const BENCH_AUTH_SECRET = randomBytes(32).toString('hex');
const BENCH_SANDBOX_WEBHOOK_SECRET = randomBytes(32).toString('hex');
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The built server; BENCH_SERVER_ENTRY points at another build (a helper's own dist-* copy). */
export const SERVER_ENTRY = path.resolve(root, process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js');

export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The production server on `port` (PGlite in `dataDir` unless `databaseUrl`); `env` adds or overrides settings. */
export async function startServer({ port, databaseUrl, dataDir, env: extra = {}, readyTimeoutMs = 60_000 }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_MAX: '1000000',
    LOGS_RATE_LIMIT_MAX: '1000000',
    // Load generators sign up and pay from one IP; per-account limits still apply.
    AUTH_IP_RATE_LIMIT: 'false',
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    SANDBOX_WEBHOOK_SECRET: BENCH_SANDBOX_WEBHOOK_SECRET,
    // Production refuses the sandbox unless it is chosen and allowed explicitly (a demo set-up).
    PAYMENTS_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, SERVER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server on port ${port} exited with code ${code} before it was ready`))),
  );
  await Promise.race([waitFor(`http://127.0.0.1:${port}/api/ready`, readyTimeoutMs), exited]);
  exited.catch(() => {});
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** `CONNECTIONS` connections for `DURATION_S` seconds against one URL; prints and returns its row. */
export async function load(url, title) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  const row = {
    title,
    url: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
  };
  console.log(
    `  ${title.padEnd(38)} ${String(row.requestsPerSecond).padStart(7)} req/s   p50 ${String(row.p50Ms).padStart(4)} ms   p99 ${String(row.p99Ms).padStart(4)} ms   errors ${errors}`,
  );
  return row;
}

export function ratio(row, bare) {
  return {
    throughputVsBare: +(row.requestsPerSecond / bare.requestsPerSecond).toFixed(3),
    p99VsBare: +(row.p99Ms / Math.max(bare.p99Ms, 1)).toFixed(2),
  };
}
