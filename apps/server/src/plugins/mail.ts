import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';
import { MailDelivery } from './mail-delivery.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verify-email, reset-password, change-email…), for the outbox and the log. */
  kind: string;
}

export interface MailSender {
  /**
   * Queues the message: one row in `email_outbox`, nothing else. `via`: the caller's transaction,
   * so the mail exists exactly when the change it tells of commits (a rolled-back or retried event
   * handler leaves no mail behind, and PGlite's one connection is not asked for twice at once).
   * With SMTP configured, the delivery worker sends it once committed.
   */
  send(message: MailMessage, via?: Kysely<Database>): Promise<{ id: string }>;
  /** Sends every committed row due now and waits for it (tests); without SMTP, resolves at once. */
  idle(): Promise<void>;
  /** Stops the delivery worker (waiting for the row in progress), then closes the SMTP transport. */
  close(): Promise<void>;
}

export interface MailSenderOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  smtpUrl: string | null;
  from: string;
  /** How often the delivery worker looks for due rows (retries, rows other servers wrote). */
  pollIntervalMs?: number;
  /** The worker's clock (tests move it past a retry's back-off). */
  now?: () => Date;
}

const DEFAULT_POLL_MS = 30_000;

/**
 * Every message goes to the `email_outbox` table and the log (the development outbox page reads
 * the table). With SMTP_URL the table is also a delivery queue (docs/decisions/0049-mail-after-commit.md):
 * a worker in this process sends committed rows and records sent_at, or the error and when to retry.
 * Without it rows are never sent (next_attempt_at stays null), so turning SMTP on later does not
 * send old development mail.
 */
export function createMailSender({ db, logger, smtpUrl, from, pollIntervalMs, now }: MailSenderOptions): MailSender {
  // Timeouts well inside the worker's lease (MAIL_LEASE_MS): nodemailer's default socket timeout is 10 min.
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
    : null;
  const delivery = transport
    ? new MailDelivery({
        db,
        logger,
        transport,
        from,
        pollIntervalMs: pollIntervalMs ?? DEFAULT_POLL_MS,
        ...(now ? { now } : {}),
      })
    : null;

  return {
    async send(message, via) {
      const row = await (via ?? db)
        .insertInto('emailOutbox')
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          kind: message.kind,
          nextAttemptAt: delivery ? sql<Date>`now()` : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The address is personal data: the log names the kind and the outbox id only.
      logger.info({ mailId: row.id, kind: message.kind, smtp: transport !== null }, 'mail stored in outbox');
      delivery?.wakeSoon();
      return row;
    },
    async idle() {
      await delivery?.runDue();
    },
    async close() {
      await delivery?.stop();
      transport?.close();
    },
  };
}

/** Absolute http(s) links in a message, in order, without duplicates (the outbox lists them). */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((link) => link.replace(/&amp;/g, '&'));
}

/**
 * Deletes every mail sent or waiting for an address (an account's, when it is deleted): bodies
 * carry the person's name and links, and nothing more will be sent there.
 */
export async function forgetMailTo(db: Kysely<Database>, address: string): Promise<void> {
  await db
    .deleteFrom('emailOutbox')
    .where(sql<string>`lower(to_address)`, '=', address.trim().toLowerCase())
    .execute();
}
