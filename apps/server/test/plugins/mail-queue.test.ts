import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { EventDispatcher } from '../../src/modules/events/dispatcher.js';
import { recordEvent } from '../../src/modules/events/service.js';
import { MAIL_MAX_ATTEMPTS } from '../../src/plugins/mail-delivery.js';
import { createMailSender } from '../../src/plugins/mail.js';
import type { MailMessage, MailSender } from '../../src/plugins/mail.js';
import { startTestSmtp } from '../helpers/smtp.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { createTestDatabase } from '../helpers/test-database.js';
import type { DatabaseHandle } from '../../src/db/database.js';

const logger = pino({ level: 'silent' });

function message(to: string): MailMessage {
  return { to, subject: `Receipt for ${to}`, text: 'Thank you.', kind: 'test' };
}

async function outboxRow(db: Kysely<Database>, to: string) {
  return db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', to).executeTakeFirstOrThrow();
}

/** The mail queue: rows are sent by the delivery worker once committed, retried on failure, never twice. */
describe('mail: the outbox is a delivery queue', () => {
  let database: DatabaseHandle;
  let smtp: TestSmtp;
  /** How far the senders' clock runs ahead of the real one (a retry's back-off, without waiting). */
  let aheadMs = 0;
  const senders: MailSender[] = [];

  const sender = () => {
    const mail = createMailSender({
      db: database.db,
      logger,
      smtpUrl: smtp.url,
      from: 'Crowdspark <no-reply@crowdspark.test>',
      now: () => new Date(Date.now() + aheadMs),
    });
    senders.push(mail);
    return mail;
  };
  const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to));

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtp();
  });
  afterEach(async () => {
    while (senders.length) await senders.pop()?.close();
    smtp.refuse = false;
    aheadMs = 0;
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const mail = sender();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mail.send(message('rolled-back@example.test'), trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await mail.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mail.idle();
    expect(receivedBy('rolled-back@example.test')).toHaveLength(0);
  });

  it('an event handler that rolls back and is retried sends exactly one mail', async () => {
    const mail = sender();
    const dispatcher = new EventDispatcher({ db: database.db, logger, retryDelayMs: () => 0 });
    dispatcher.subscribe('pledge.created', 'mail-receipt-test', async (trx, event, { attempt }) => {
      await mail.send(message('receipt@example.test'), trx);
      if (attempt === 1) throw new Error(`the handler failed after sending for ${event.id}`);
    });
    await dispatcher.registerSubscriptions();
    await database.db.transaction().execute((trx) =>
      recordEvent(trx, {
        type: 'pledge.created',
        payload: { pledgeId: 'p1', campaignId: 'c1', backerId: 'u1', amount: 2500, currency: 'USD' },
      }),
    );
    expect(await dispatcher.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
    expect(await dispatcher.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
    await mail.idle();
    await dispatcher.stop();
    expect(receivedBy('receipt@example.test')).toHaveLength(1);
    const row = await outboxRow(database.db, 'receipt@example.test');
    expect(row.sentAt).not.toBeNull();
    // Sent with its outbox id as Message-ID: a resend after a crash is recognisably the same mail.
    expect(receivedBy('receipt@example.test')[0]?.messageId).toBe(`<${row.id}@crowdspark.test>`);
  });

  it('retries a failed send later, and then it succeeds', async () => {
    const mail = sender();
    smtp.refuse = true;
    await mail.send(message('retry@example.test'));
    await mail.idle();
    let row = await outboxRow(database.db, 'retry@example.test');
    expect(row.sentAt).toBeNull();
    expect(row.sendError).toMatch(/try later/);
    expect(row.attempts).toBe(1);

    // The SMTP server is back, but the row waits for its back-off (1 minute).
    smtp.refuse = false;
    await mail.idle();
    expect(receivedBy('retry@example.test')).toHaveLength(0);

    aheadMs = 61_000;
    await mail.idle();
    expect(receivedBy('retry@example.test')).toHaveLength(1);
    row = await outboxRow(database.db, 'retry@example.test');
    expect(row.sentAt).not.toBeNull();
    expect(row.sendError).toBeNull();
    expect(row.attempts).toBe(2);

    // Marked sent: never sent again.
    aheadMs = 24 * 3600_000;
    await mail.idle();
    expect(receivedBy('retry@example.test')).toHaveLength(1);
  });

  it('wakes by itself soon after a send (no idle() call)', async () => {
    const mail = sender();
    for (let i = 0; i < 5; i += 1) await mail.send(message(`woken-${i}@example.test`));
    const deadline = Date.now() + 5000;
    while (smtp.received.filter((m) => m.to[0]?.startsWith('woken-')).length < 5 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received.filter((m) => m.to[0]?.startsWith('woken-'))).toHaveLength(5);
  });

  it('a row taken by a worker that died before marking it (lease run out) goes again under the same Message-ID', async () => {
    const mail = sender();
    const { id } = await mail.send(message('crashed@example.test'));
    // As a worker leaves it after SMTP accepted the mail and the process died: one attempt, lease over.
    await database.db
      .updateTable('emailOutbox')
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await mail.idle();
    expect(receivedBy('crashed@example.test').map((m) => m.messageId)).toEqual([`<${id}@crowdspark.test>`]);
    expect((await outboxRow(database.db, 'crashed@example.test')).attempts).toBe(2);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} failed tries: marked failed, never tried again`, async () => {
    const mail = sender();
    smtp.refuse = true;
    await mail.send(message('bounced@example.test'));
    // Each round moves the clock just past the row's own next try. The row's first due time is the
    // database's now(), which can be a fraction of a millisecond ahead of the worker's clock, so a
    // round may find nothing due (the wake-up timer then takes that try): count tries, not rounds.
    for (let round = 0; round < MAIL_MAX_ATTEMPTS * 3; round += 1) {
      await mail.idle();
      const { nextAttemptAt, failedAt } = await outboxRow(database.db, 'bounced@example.test');
      if (failedAt || !nextAttemptAt) break;
      aheadMs = Math.max(aheadMs, nextAttemptAt.getTime() - Date.now() + 1000);
    }
    const row = await outboxRow(database.db, 'bounced@example.test');
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null });
    expect(row.failedAt).not.toBeNull();
    smtp.refuse = false;
    aheadMs += 7 * 24 * 3600_000;
    await mail.idle();
    expect(receivedBy('bounced@example.test')).toHaveLength(0);
  });

  it('without SMTP the row stays in the outbox, never queued for sending', async () => {
    const mail = createMailSender({ db: database.db, logger, smtpUrl: null, from: 'no-reply@crowdspark.test' });
    await mail.send(message('dev@example.test'));
    await mail.idle();
    const row = await outboxRow(database.db, 'dev@example.test');
    expect(row.nextAttemptAt).toBeNull();
    expect(row.sentAt).toBeNull();
    await mail.close();
  });
});
