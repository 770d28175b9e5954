import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { findJob } from '../../../src/modules/jobs/repository.js';
import { JobRunner } from '../../../src/modules/jobs/runner.js';
import { JOB_RETRIES, nominalDelayMs } from '../../../src/queues/retry-policy.js';
import { signUp } from '../../helpers/auth.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { createTestDatabase } from '../../helpers/test-database.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/** A clock the tests move by hand. */
function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

const silent = pino({ level: 'silent' });

describe('scheduled jobs (durable, exactly once)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    // What handlers do, so tests can count: one row per run.
    await sql`create table job_effects (job_key text not null, ran_at timestamptz not null default now())`.execute(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  beforeEach(async () => {
    await sql`delete from job_effects`.execute(database.db);
    await database.db.deleteFrom('scheduledJobs').execute();
  });

  function runner(clock = testClock()) {
    const jobs = new JobRunner({ db: database.db, logger: silent, now: clock.now });
    jobs.register('record', async (trx, job) => {
      await sql`insert into job_effects (job_key) values (${job.key})`.execute(trx);
    });
    return jobs;
  }

  async function effects(): Promise<string[]> {
    const { rows } = await sql<{ jobKey: string }>`select job_key from job_effects order by job_key`.execute(database.db);
    return rows.map((r) => r.jobKey);
  }

  it('runs a job once when it falls due, not before', async () => {
    const clock = testClock();
    const jobs = runner(clock);
    await jobs.schedule(database.db, { name: 'record', key: 'a', runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    clock.advance(60_000);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(await effects()).toEqual(['a']);
    expect(await findJob(database.db, 'a')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('moves a pending job when scheduled again with the same key, and cancels it', async () => {
    const clock = testClock();
    const jobs = runner(clock);
    const at = (ms: number) => new Date(clock.now().getTime() + ms);
    await jobs.schedule(database.db, { name: 'record', key: 'moved', runAt: at(1000) });
    await jobs.schedule(database.db, { name: 'record', key: 'moved', runAt: at(5000), payload: { v: 2 } });
    clock.advance(1000);
    expect((await jobs.runDue()).ran).toBe(0);
    clock.advance(4000);
    expect((await jobs.runDue()).ran).toBe(1);
    await jobs.schedule(database.db, { name: 'record', key: 'gone', runAt: at(0) });
    await jobs.cancel(database.db, 'gone');
    expect((await jobs.runDue()).ran).toBe(0);
    expect(await effects()).toEqual(['moved']);
  });

  it('lets a handler put its own job off until later', async () => {
    const clock = testClock();
    const jobs = new JobRunner({ db: database.db, logger: silent, now: clock.now });
    let checks = 0;
    jobs.register('recheck', async (trx, job, now) => {
      checks += 1;
      if (checks < 3) await jobs.schedule(trx, { name: 'recheck', key: job.key, runAt: new Date(now.getTime() + 3_600_000) });
      else await sql`insert into job_effects (job_key) values (${job.key})`.execute(trx);
    });
    await jobs.schedule(database.db, { name: 'recheck', key: 'later', runAt: clock.now() });
    expect((await jobs.runDue()).ran).toBe(1);
    expect(await findJob(database.db, 'later')).toMatchObject({ status: 'pending' });
    expect((await jobs.runDue()).ran, 'not due again yet').toBe(0);
    clock.advance(3_600_000);
    await jobs.runDue();
    clock.advance(3_600_000);
    await jobs.runDue();
    expect(checks).toBe(3);
    expect(await findJob(database.db, 'later')).toMatchObject({ status: 'done' });
    expect(await effects()).toEqual(['later']);
  });

  it('rolls back a failed attempt, retries with the queues’ back-off, and gives up after the maximum attempts', async () => {
    const clock = testClock();
    const jobs = new JobRunner({ db: database.db, logger: silent, now: clock.now });
    let calls = 0;
    jobs.register('flaky', async (trx, job) => {
      calls += 1;
      await sql`insert into job_effects (job_key) values (${job.key})`.execute(trx);
      throw new Error('the payout provider is down');
    });
    await jobs.schedule(database.db, { name: 'flaky', key: 'f', runAt: clock.now() });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= JOB_RETRIES.maxAttempts; attempt += 1) {
      expect(await jobs.runDue()).toEqual({ ran: 0, failed: 1 });
      // Not again until the back-off has passed.
      expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
      const job = await findJob(database.db, 'f');
      if (job?.status === 'pending') waits.push(job.runAt.getTime() - clock.now().getTime());
      clock.advance(nominalDelayMs(JOB_RETRIES, attempt));
    }
    expect(calls).toBe(JOB_RETRIES.maxAttempts);
    // One wait fewer than the attempts.
    expect(waits).toHaveLength(JOB_RETRIES.maxAttempts - 1);
    // The product's back-off, exactly: 1 s, growing ×1.5.
    expect(waits).toEqual([1_000, 1_500, 2_250, 3_375]);
    expect(await effects(), 'every failed attempt was rolled back').toEqual([]);
    expect(await findJob(database.db, 'f')).toMatchObject({
      status: 'failed',
      attempts: JOB_RETRIES.maxAttempts,
      lastError: 'the payout provider is down',
    });
  });

  it('runs each job exactly once when two server processes run due jobs at the same time', async () => {
    const clock = testClock();
    const first = runner(clock);
    const second = runner(clock);
    const keys = Array.from({ length: 40 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    for (const key of keys) await first.schedule(database.db, { name: 'record', key, runAt: clock.now() });
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a.ran + b.ran).toBe(keys.length);
    expect(a.failed + b.failed).toBe(0);
    expect(await effects()).toEqual(keys);
  });

  it('survives a restart: a job scheduled by one server runs on the next, even when overdue', async () => {
    const before = await buildTestApp({ db: database.db });
    await before.jobs.schedule(database.db, { name: 'record', key: 'overdue', runAt: new Date(Date.now() - 3_600_000) });
    await before.close();

    const after = await buildTestApp({ db: database.db });
    after.jobs.register('record', async (trx, job) => {
      await sql`insert into job_effects (job_key) values (${job.key})`.execute(trx);
    });
    expect(await after.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    await after.close();
    expect(await effects()).toEqual(['overdue']);
  });

  it('polls on its own when enabled, catching up at start', async () => {
    await database.db
      .insertInto('scheduledJobs')
      .values({ name: 'record', key: 'polled', runAt: new Date(Date.now() - 1000), payload: sql`'{}'::jsonb` })
      .execute();
    const app: App = await buildTestApp({ db: database.db, env: { JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL: '50ms' } });
    app.jobs.register('record', async (trx, job) => {
      await sql`insert into job_effects (job_key) values (${job.key})`.execute(trx);
    });
    await app.ready();
    await expect.poll(effects, { timeout: 5000 }).toEqual(['polled']);
    await app.close();
  });
});

describe('POST /api/admin/jobs/run-due', () => {
  const context = useTestApp();

  it('runs due jobs for admins only', async () => {
    const { app, database } = context;
    const user = await signUp(app);
    expect((await user.client.request('POST', '/api/admin/jobs/run-due', {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/jobs/run-due' })).statusCode).toBe(401);
    await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.userId).execute();
    const res = await user.client.request('POST', '/api/admin/jobs/run-due', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ran: 0, failed: 0 });
  });
});
