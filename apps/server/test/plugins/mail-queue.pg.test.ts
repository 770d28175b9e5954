import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createMailSender } from '../../src/plugins/mail.js';
import { startTestSmtp } from '../helpers/smtp.js';
import type { TestSmtp } from '../helpers/smtp.js';
import { urlForDatabase } from '../helpers/test-database-info.js';
import { createTestDatabase } from '../helpers/test-database.js';

const logger = pino({ level: 'silent' });
const ROWS = 40;

/** Two servers' delivery workers on one PostgreSQL database, each with its own pool, racing for the same rows. */
describe('mail: two delivery workers never send one row twice', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let smtp: TestSmtp;

  beforeAll(async () => {
    first = await createTestDatabase();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(first.db);
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') throw new Error('a .pg.test.ts runs on PostgreSQL only');
    second = await openDatabase({
      kind: 'postgres',
      connectionString: urlForDatabase(info.adminUrl, rows[0]?.name ?? ''),
      maxConnections: 4,
    });
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await second.close();
    await first.close();
  });

  it('each committed row reaches the SMTP server exactly once', async () => {
    const from = 'no-reply@crowdspark.test';
    const a = createMailSender({ db: first.db, logger, smtpUrl: smtp.url, from });
    const b = createMailSender({ db: second.db, logger, smtpUrl: smtp.url, from });
    try {
      // Written through a third party (no wake-up of either worker): both find them due at once.
      await first.db.transaction().execute(async (trx) => {
        for (let i = 0; i < ROWS; i += 1)
          await trx
            .insertInto('emailOutbox')
            .values({
              toAddress: `race-${i}@example.test`,
              subject: 'Race',
              textBody: 'Hi',
              kind: 'test',
              nextAttemptAt: sql`now()`,
            })
            .execute();
      });
      await Promise.all([a.idle(), b.idle(), a.idle(), b.idle()]);
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(ROWS);
      expect(new Set(ids).size).toBe(ROWS);
      const unsent = await first.db.selectFrom('emailOutbox').select('id').where('sentAt', 'is', null).execute();
      expect(unsent).toHaveLength(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
