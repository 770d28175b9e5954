import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { JOB_RETRIES, nextAttemptDelayMs } from '../../queues/retry-policy.js';
import { cancelJob, claimDueJob, ensureJob, markDone, recordFailure, upsertJob } from './repository.js';
import type { NewJob, ScheduledJob } from './repository.js';

/**
 * A job's work, done inside the transaction that claimed it: its database effects commit together
 * with the job's `done` mark, so a crash or a second server never runs it twice. `now` is the
 * runner's clock. A handler may schedule its own key again for later (e.g. "check again in an
 * hour"): the job then stays pending at the new time instead of being marked done.
 */
export type JobHandler = (trx: Transaction<Database>, job: ScheduledJob, now: Date) => Promise<void | AfterCommit>;

/**
 * Work a handler hands back to run once its claim has committed, each step in transactions of its
 * own: for jobs that touch many independent rows (reconciliation), where one long transaction
 * holding locks from several ledger postings could deadlock with requests. The claim still makes
 * the run exclusive (the job row was moved to its next time); a failure here is logged and the
 * next run tries again.
 */
export type AfterCommit = () => Promise<void>;

export interface RunReport {
  ran: number;
  failed: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

export interface JobRunnerOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date;
}

export interface RecurringJob {
  name: string;
  key: string;
  /** How long after the first start its first run comes. */
  firstRunInMs: number;
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: RecurringJob[] = [];
  private readonly db: Kysely<Database>;
  private readonly logger: FastifyBaseLogger;
  private readonly now: () => Date;
  private current: Promise<RunReport> = Promise.resolve({ ran: 0, failed: 0 });
  private timer: NodeJS.Timeout | null = null;

  constructor({ db, logger, now }: JobRunnerOptions) {
    this.db = db;
    this.logger = logger;
    this.now = now ?? (() => new Date());
  }

  register(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered`);
    this.handlers.set(name, handler);
  }

  /**
   * Declares a job that keeps itself going (its handler schedules its next run). A server that runs
   * jobs puts it in the table when it starts (`ensureRecurring`); declaring it touches no database,
   * so an app that runs no jobs (tests, JOBS_ENABLED=false) starts without it.
   */
  keepRecurring(job: RecurringJob): void {
    this.recurring.push(job);
  }

  /** Each declared recurring job: inserted when missing, revived when it finished or failed for good, else left alone. */
  async ensureRecurring(): Promise<void> {
    const now = this.now().getTime();
    for (const { name, key, firstRunInMs } of this.recurring)
      await ensureJob(this.db, { name, key, runAt: new Date(now + firstRunInMs) });
  }

  /** Schedules (or moves) the job with this key; pass the caller's transaction to commit with it. */
  schedule(db: Executor, job: NewJob): Promise<void> {
    return upsertJob(db, job);
  }

  cancel(db: Executor, key: string): Promise<void> {
    return cancelJob(db, key);
  }

  /**
   * Runs every job due now, one transaction each. Calls in this process queue behind each other;
   * other processes skip the rows this one holds.
   */
  runDue(limit = 500): Promise<RunReport> {
    const run = this.current.catch(() => undefined).then(() => this.drain(limit));
    this.current = run;
    return run;
  }

  /** Polls for due jobs every `intervalMs`, starting now (a late start catches up at once). */
  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => {
      this.runDue()
        .catch((error: unknown) => this.logger.error({ err: error }, 'scheduled jobs: run failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current.catch(() => undefined);
  }

  private async drain(limit: number): Promise<RunReport> {
    const report: RunReport = { ran: 0, failed: 0 };
    for (let i = 0; i < limit; i += 1) {
      const outcome = await this.runOne();
      if (outcome === 'none') break;
      report[outcome] += 1;
    }
    if (report.ran || report.failed) this.logger.info(report, 'scheduled jobs run');
    return report;
  }

  private async runAfterCommit(job: ScheduledJob | undefined, work: AfterCommit): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error({ err: error, job: { key: job?.key, name: job?.name } }, 'scheduled job: work after commit failed');
    }
  }

  private async runOne(): Promise<'ran' | 'failed' | 'none'> {
    let claimed: ScheduledJob | undefined;
    let afterCommit: AfterCommit | undefined;
    try {
      const ran = await this.db.transaction().execute(async (trx) => {
        const job = await claimDueJob(trx, this.now());
        if (!job) return false;
        claimed = job;
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`No handler is registered for job "${job.name}"`);
        const now = this.now();
        afterCommit = (await handler(trx, job, now)) ?? undefined;
        await markDone(trx, job.id, now);
        return true;
      });
      if (afterCommit) await this.runAfterCommit(claimed, afterCommit);
      return ran ? 'ran' : 'none';
    } catch (error) {
      // Nothing claimed: the database itself failed; let the caller log it and poll again later.
      if (!claimed) throw error;
      const attempt = claimed.attempts + 1;
      // The queues' one retry policy with the jobs' schedule (decision 0066): null once the last attempt has failed.
      const retryInMs = nextAttemptDelayMs(JOB_RETRIES, attempt);
      const retryAt = retryInMs === null ? null : new Date(this.now().getTime() + retryInMs);
      const message = error instanceof Error ? error.message : String(error);
      await recordFailure(this.db, claimed.id, message, retryAt, this.now());
      this.logger.error(
        { err: error, job: { key: claimed.key, name: claimed.name, attempt } },
        retryAt ? 'scheduled job failed: will retry' : 'scheduled job failed for good',
      );
      return 'failed';
    }
  }
}
