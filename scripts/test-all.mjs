// `npm test`: every test of the project, in independent lanes run side by side (docs/decisions/0040-ci-lanes.md).
//
// Lanes: the server suite on PGlite, the server suite on PostgreSQL (when it answers), the unit
// suites (after the check of the generated table types), the production build, and the browser
// tests (after the build), split between PGlite and PostgreSQL when both are there. Each lane writes its output to
// .test-logs/<lane>.log, printed whole when the lane ends, so the output of lanes running at the
// same time never interleaves. Exit 1 when any lane failed.
//
// The machine this runs on in CI has two cores: lanes take "slots" (a browser lane, with its
// browser workers and servers, takes two) and at most CAPACITY slots run at once, so the cores stay
// busy without starving the browser tests of the time their timeouts assume.
//
// TEST_DATABASE_URL: the PostgreSQL for the second database leg (default the local one CI has).
// TEST_LANES: a comma-separated subset of lane names to run (e.g. `unit,e2e-pglite`).
import { spawn } from 'node:child_process';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freshDatabase } from './pg-fresh-database.mjs';

const root = path.resolve(import.meta.dirname, '..');
const logDir = path.join(root, '.test-logs');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CAPACITY = Number(process.env.TEST_CAPACITY ?? 3);
const HEARTBEAT_MS = 5 * 60_000;

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const withPostgres = await postgresAnswers(PG_URL);

/**
 * name, the commands it runs in order (each `[command, env]`), the lanes it waits for, its slots.
 * `e2e-postgres` uses its own port base (e2e/support/ports.ts) so both browser runs can share the machine.
 */
const lanes = [
  {
    name: 'server-postgres',
    enabled: withPostgres,
    steps: [['npm run test -w @crowdspark/server', { TEST_DATABASE_URL: PG_URL }]],
  },
  { name: 'server-pglite', steps: [['npm run test -w @crowdspark/server', {}]] },
  {
    name: 'unit',
    steps: [
      // db/schema.generated.ts against the migrations (a PGlite in memory: no database server needed).
      ['npm run check:schema', {}],
      ['npm run test -w @crowdspark/shared', {}],
      ['npm run test -w @crowdspark/web', {}],
      ['npm run test:scripts', {}],
    ],
  },
  { name: 'build', steps: [['npm run build', {}]] },
  // The browser journeys are split between the databases when both are there (decision 0083):
  // half on each, every journey once; each database's own projects run whole beside its half.
  {
    name: 'e2e-pglite',
    after: ['build'],
    slots: 2,
    steps: withPostgres
      ? [
          ['npx playwright test --project=chromium --shard=1/2', {}],
          ['npx playwright test --project=trust --project=update-prompt', {}],
        ]
      : [['npx playwright test', {}]],
  },
  {
    name: 'e2e-postgres',
    enabled: withPostgres,
    after: ['build'],
    slots: 2,
    prepare: async () => ({ E2E_DATABASE_URL: await freshDatabase(PG_URL, 'crowdspark_e2e') }),
    // This run also starts two server instances on one database (e2e/two-instances.spec.ts).
    steps: [
      ['npx playwright test --project=chromium --shard=2/2', { E2E_PORT_BASE: '3310' }],
      ['npx playwright test --project=two-instances', { E2E_PORT_BASE: '3310' }],
    ],
  },
];

const chosen = process.env.TEST_LANES?.split(',').map((s) => s.trim());
const unknown = (chosen ?? []).filter((name) => !lanes.some((lane) => lane.name === name));
if (unknown.length > 0) {
  // A typo must not pass as a green run that tested nothing.
  console.error(`TEST_LANES names no lane called ${unknown.join(', ')}; the lanes: ${lanes.map((l) => l.name).join(', ')}.`);
  process.exit(2);
}
const planned = lanes.filter((lane) => lane.enabled !== false && (!chosen || chosen.includes(lane.name)));
if (!withPostgres) {
  console.log(`PostgreSQL at ${PG_URL} does not answer: the server suite and the browser tests run on PGlite only.`);
}

const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const state = new Map(planned.map((lane) => [lane.name, 'waiting']));
const results = new Map();
let used = 0;

async function runStep(command, env, log) {
  await log.write(`\n$ ${command}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', log.fd, log.fd],
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    // A command that cannot even start (no shell) fails its lane instead of leaving it waiting.
    child.on('error', (error) => {
      void log.write(`\n${error.stack ?? error}\n`);
      resolve(1);
    });
  });
}

async function runLane(lane) {
  const since = Date.now();
  await mkdir(logDir, { recursive: true });
  const file = path.join(logDir, `${lane.name}.log`);
  const log = await open(file, 'w');
  console.log(`[${seconds(started)} s] ${lane.name}: started`);
  let code = 0;
  try {
    const extraEnv = lane.prepare ? await lane.prepare() : {};
    for (const [command, env] of lane.steps) {
      code = await runStep(command, { ...extraEnv, ...env }, log);
      if (code !== 0) break;
    }
  } catch (error) {
    await log.write(`\n${error?.stack ?? error}\n`);
    code = 1;
  } finally {
    await log.close();
  }
  const output = await readFile(file, 'utf8');
  const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  console.log(
    `\n===== ${lane.name}: output =====\n${output.trimEnd()}\n===== ${lane.name}: ${verdict} in ${seconds(since)} s =====\n`,
  );
  return { code, seconds: seconds(since) };
}

await new Promise((resolve) => {
  const schedule = () => {
    for (const lane of planned) {
      if (state.get(lane.name) !== 'waiting') continue;
      const waitsFor = (lane.after ?? []).filter((name) => state.has(name));
      if (waitsFor.some((name) => state.get(name) !== 'done')) continue;
      if (waitsFor.some((name) => results.get(name).code !== 0)) {
        state.set(lane.name, 'done');
        results.set(lane.name, { code: 1, seconds: 0, skipped: `not run: ${waitsFor.join(', ')} failed` });
        continue;
      }
      const slots = Math.min(lane.slots ?? 1, CAPACITY);
      if (used + slots > CAPACITY) continue;
      used += slots;
      state.set(lane.name, 'running');
      void runLane(lane).then((result) => {
        used -= slots;
        state.set(lane.name, 'done');
        results.set(lane.name, result);
        schedule();
      });
    }
    if ([...state.values()].every((s) => s === 'done')) resolve();
  };
  schedule();
  const heartbeat = setInterval(() => {
    const running = [...state].filter(([, s]) => s === 'running').map(([name]) => name);
    if (running.length > 0) console.log(`[${seconds(started)} s] still running: ${running.join(', ')}`);
  }, HEARTBEAT_MS);
  heartbeat.unref();
});

console.log(`Every lane ended after ${seconds(started)} s:`);
for (const lane of planned) {
  const result = results.get(lane.name);
  const verdict = result.skipped ?? (result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`);
  console.log(`  ${lane.name.padEnd(16)} ${verdict.padEnd(28)} ${result.seconds} s`);
}
process.exit([...results.values()].every((r) => r.code === 0) ? 0 : 1);
