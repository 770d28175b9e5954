import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database, EmailOutboxTable } from '../db/schema.js';

type OutboxRow = Selectable<EmailOutboxTable>;

/** Tries before a mail is marked failed (docs/product-rules.md#mail-delivery). */
export const MAIL_MAX_ATTEMPTS = 8;

const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720];

/** Wait after the n-th failed try: 1 min, 5, 15, 60, 3 h, 6 h, then 12 h (about a day in all). */
export function mailRetryDelayMs(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), RETRY_MINUTES.length) - 1;
  return (RETRY_MINUTES[index] ?? 720) * 60_000;
}

/**
 * How long a taken row is left to its worker. Longer than one SMTP conversation can last (the
 * transport's timeouts, mail.ts), so a live worker never loses its row to another; a worker that
 * crashed gives it back when the lease runs out.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/** Rows per run before the worker lets the rest of the process in. */
const DRAIN_LIMIT = 100;

/** How soon after `send()` the worker looks: long enough for the caller's transaction to commit. */
const WAKE_DELAY_MS = 100;

/**
 * Takes the oldest due row no other worker holds and moves it to the end of a lease, in one short
 * transaction: the SMTP conversation then runs with no transaction open, and a second worker
 * (another process) skips the row until the lease runs out.
 */
async function claimDueMail(db: Kysely<Database>, now: Date): Promise<OutboxRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('emailOutbox')
      .select('id')
      .where('nextAttemptAt', '<=', now)
      .where('sentAt', 'is', null)
      .where('failedAt', 'is', null)
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return undefined;
    return trx
      .updateTable('emailOutbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) }))
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirst();
  });
}

/** The Message-ID a row is always sent with, so a resend after a crash is recognisable as the same mail. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'crowdspark.invalid';
  return `<${id}@${domain}>`;
}

export interface MailDeliveryOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  transport: Transporter;
  from: string;
  /** Poll for due rows every this many ms (retries, rows another process wrote). */
  pollIntervalMs: number;
  /** The clock; tests move it forward instead of waiting for a retry. */
  now?: () => Date;
}

/**
 * Sends the committed, unsent rows of `email_outbox` over SMTP (one worker per server process; any
 * number of them at once). A row is never sent once marked sent; a failure is recorded on the row
 * and tried again later, up to MAIL_MAX_ATTEMPTS tries.
 */
export class MailDelivery {
  private readonly options: MailDeliveryOptions;
  private readonly now: () => Date;
  private current: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | null = null;
  private timerDueAt = 0;
  private stopped = false;

  constructor(options: MailDeliveryOptions) {
    this.options = options;
    this.now = options.now ?? (() => new Date());
    this.schedule(options.pollIntervalMs);
  }

  /** A row was just written (maybe in a transaction not yet committed): look again soon. */
  wakeSoon(): void {
    this.schedule(WAKE_DELAY_MS);
  }

  /** Sends every row due now; calls queue behind each other. Resolves with how many were tried. */
  runDue(): Promise<number> {
    const run = this.current.catch(() => 0).then(() => this.drain());
    this.current = run;
    return run;
  }

  /** Stops polling and waits for the run in progress (the rest stay queued for the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    const dueAt = Date.now() + delayMs;
    // Keep an earlier wake-up: a steady stream of sends must not push the run back for ever.
    if (this.timer && this.timerDueAt <= dueAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runDue()
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'mail delivery: run failed'))
        .finally(() => {
          if (!this.timer) this.schedule(this.options.pollIntervalMs);
        });
    }, delayMs).unref();
  }

  private async drain(): Promise<number> {
    let tried = 0;
    while (tried < DRAIN_LIMIT && !this.stopped) {
      const row = await claimDueMail(this.options.db, this.now());
      if (!row) break;
      await this.deliver(row);
      tried += 1;
    }
    return tried;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, logger, transport, from } = this.options;
    try {
      await transport.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        messageId: messageIdOf(row.id, from),
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      const now = this.now();
      await db
        .updateTable('emailOutbox')
        .set({
          sendError: reason,
          nextAttemptAt: giveUp ? null : new Date(now.getTime() + mailRetryDelayMs(row.attempts)),
          failedAt: giveUp ? now : null,
        })
        .where('id', '=', row.id)
        .where('sentAt', 'is', null)
        // Only while this worker's try is the latest (a lease that ran out may have passed it on).
        .where('attempts', '=', row.attempts)
        .execute();
      logger.error(
        { mailId: row.id, kind: row.kind, attempt: row.attempts, reason },
        giveUp ? 'mail delivery failed for good' : 'mail delivery failed: will retry',
      );
      return;
    }
    await db
      .updateTable('emailOutbox')
      .set({ sentAt: sql<Date>`now()`, nextAttemptAt: null, sendError: null })
      .where('id', '=', row.id)
      .where('sentAt', 'is', null)
      .execute();
    logger.info({ mailId: row.id, kind: row.kind, attempt: row.attempts }, 'mail sent by SMTP');
  }
}
