import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ScheduledJobsTable } from '../../db/schema.js';

export type ScheduledJob = Selectable<ScheduledJobsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export interface NewJob {
  name: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/**
 * Schedules a job, or moves the pending job with the same key to the new time and payload.
 * A key whose job already ran is started afresh (pending, no attempts).
 */
export async function upsertJob(db: Executor, job: NewJob): Promise<void> {
  const payload = JSON.stringify(job.payload ?? {});
  await db
    .insertInto('scheduledJobs')
    .values({ name: job.name, key: job.key, runAt: job.runAt, payload: sql`${payload}::jsonb` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        name: job.name,
        runAt: job.runAt,
        payload: sql`${payload}::jsonb`,
        status: 'pending',
        attempts: 0,
        lastError: null,
        finishedAt: null,
      }),
    )
    .execute();
}

/** Removes a pending job (e.g. the end of a campaign that was canceled). */
export async function cancelJob(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('scheduledJobs').where('key', '=', key).where('status', '=', 'pending').execute();
}

/** Takes the earliest due job that no other transaction holds; the row stays locked until commit. */
export async function claimDueJob(trx: Transaction<Database>, now: Date): Promise<ScheduledJob | undefined> {
  return trx
    .selectFrom('scheduledJobs')
    .selectAll()
    .where('status', '=', 'pending')
    .where('runAt', '<=', now)
    .orderBy('runAt')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Marks the job done, unless its handler moved it to a later time (then it stays pending). */
export async function markDone(trx: Transaction<Database>, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('scheduledJobs')
    .set((eb) => ({ status: 'done', finishedAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('runAt', '<=', now)
    .execute();
}

/** After a failed attempt: try again at `retryAt`, or give up (`failed`) when it is null. */
export async function recordFailure(db: Executor, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db
    .updateTable('scheduledJobs')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      lastError: error.slice(0, 2000),
      ...(retryAt ? { runAt: retryAt } : { status: 'failed' as const, finishedAt: now }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function findJob(db: Executor, key: string): Promise<ScheduledJob | undefined> {
  return db.selectFrom('scheduledJobs').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Makes sure a recurring job exists: inserted when missing, brought back to pending at `runAt` when
 * it had finished or failed for good, left alone when pending (another server already keeps it going).
 */
export async function ensureJob(db: Executor, job: NewJob): Promise<void> {
  const payload = JSON.stringify(job.payload ?? {});
  await db
    .insertInto('scheduledJobs')
    .values({ name: job.name, key: job.key, runAt: job.runAt, payload: sql`${payload}::jsonb` })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ runAt: job.runAt, status: 'pending', attempts: 0, lastError: null, finishedAt: null })
        .where('scheduledJobs.status', '<>', 'pending'),
    )
    .execute();
}
