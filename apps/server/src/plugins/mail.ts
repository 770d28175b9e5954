import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';

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
   * Stores the message in the outbox (awaited) and, with SMTP configured, sends it in the background.
   * `via`: the transaction to store it in (an event handler's), so the mail is recorded with the
   * change it tells of (and PGlite's one connection is not asked for twice at once).
   */
  send(message: MailMessage, via?: Kysely<Database>): Promise<{ id: string }>;
  /** Resolves when every background SMTP delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits for pending deliveries, then closes the SMTP transport. */
  close(): Promise<void>;
}

export interface MailSenderOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  smtpUrl: string | null;
  from: string;
}

/**
 * Every message goes to the `email_outbox` table and the log (the development outbox page reads
 * the table); with SMTP_URL it is also handed to nodemailer, and the row records sent_at or the error.
 */
export function createMailSender({ db, logger, smtpUrl, from }: MailSenderOptions): MailSender {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  const deliver = async (id: string, message: MailMessage): Promise<void> => {
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await db.updateTable('emailOutbox').set({ sentAt: new Date() }).where('id', '=', id).execute();
      logger.info({ mailId: id, kind: message.kind }, 'mail sent by SMTP');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error({ mailId: id, kind: message.kind, reason }, 'mail delivery failed');
      await db
        .updateTable('emailOutbox')
        .set({ sendError: reason.slice(0, 1000) })
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    }
  };

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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The address is personal data: the log names the kind and the outbox id only.
      logger.info({ mailId: row.id, kind: message.kind, smtp: transport !== null }, 'mail stored in outbox');
      if (transport) {
        const delivery = deliver(row.id, message).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return row;
    },
    async idle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
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
