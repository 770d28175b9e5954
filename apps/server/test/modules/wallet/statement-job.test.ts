import { beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_PREPARING_MESSAGE } from '@crowdspark/shared/constants/statements';
import { statementPreparingSchema, walletStatementsSchema } from '@crowdspark/shared/contracts/wallet';
import { call, fundWallet, moneyUser, newKey, topUp } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { storedUser } from '../../factories/users.js';
import { PASSWORD } from '../../helpers/auth.js';
import { latestMail } from '../../helpers/outbox.js';
import { parseCsv, pdfText } from '../../helpers/pdf-text.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const YEAR = new Date().getUTCFullYear();

describe('a large year: the statement is prepared by a job and mailed', () => {
  // A threshold of 3 movements stands for the default 2,000: the path is the same.
  const context = useTestApp({ STATEMENT_JOB_THRESHOLD: '3' });
  let ada: MoneyUser;
  let email: string;

  beforeAll(async () => {
    ada = await moneyUser(context.app);
    email = (await storedUser(context.database.db, ada.userId)).email;
    await topUp(context.app, ada, 4000);
    for (const amount of [100, 200, 300]) await fundWallet(context.database.db, ada.userId, amount);
  });

  it('answers 202 with the sentence the page shows, queues one job however often it is asked, and makes nothing yet', async () => {
    const first = await call(ada, context.app, 'GET', `/api/wallet/statements/${YEAR}.pdf`);
    expect(first.statusCode).toBe(202);
    const preparing = statementPreparingSchema.parse(first.json());
    expect(preparing).toMatchObject({
      message: STATEMENT_PREPARING_MESSAGE,
      statement: { year: YEAR, format: 'pdf', status: 'pending' },
    });
    expect(preparing.statement.downloadUrl).toBeNull();

    const again = statementPreparingSchema.parse(
      (await call(ada, context.app, 'GET', `/api/wallet/statements/${YEAR}.pdf`)).json(),
    );
    expect(again.statement.id).toBe(preparing.statement.id);
    const jobs = await context.database.db
      .selectFrom('scheduledJobs')
      .select(['key', 'status'])
      .where('name', '=', 'wallet-statement')
      .execute();
    expect(jobs).toEqual([{ key: `wallet-statement:${preparing.statement.id}`, status: 'pending' }]);
    const list = walletStatementsSchema.parse((await call(ada, context.app, 'GET', '/api/wallet/statements')).json());
    expect(list.items.map((s) => [s.id, s.status])).toEqual([[preparing.statement.id, 'pending']]);
  });

  it('the job stores the file, mails a link, and only its owner can download it', async () => {
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    const list = walletStatementsSchema.parse((await call(ada, context.app, 'GET', '/api/wallet/statements')).json());
    const [ready] = list.items;
    expect(ready).toMatchObject({
      status: 'ready',
      format: 'pdf',
      year: YEAR,
      downloadUrl: `/api/wallet/statements/files/${ready!.id}`,
    });

    const mail = await latestMail(context.database.db, email, 'wallet-statement-ready');
    expect(mail.subject).toBe(`Your ${YEAR} Crowdspark statement is ready`);
    expect(mail.text).toContain(`/api/wallet/statements/files/${ready!.id}`);
    expect(mail.text).toContain('/wallet#wallet-statements-heading');

    const download = await call(ada, context.app, 'GET', ready!.downloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="crowdspark-statement-${YEAR}.pdf"`);
    const text = (await pdfText(download.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Top-ups +40.00 USD');
    expect(text).toContain('Other payments and corrections +6.00 USD');
    expect(text).toContain('46.00 USD');

    const stranger = await moneyUser(context.app);
    expect((await call(stranger, context.app, 'GET', ready!.downloadUrl!)).statusCode).toBe(404);
    // The stored file is not one of the public uploads: /uploads/ never serves the statements folder.
    const row = await context.database.db
      .selectFrom('walletStatements')
      .select('fileUrl')
      .where('id', '=', ready!.id)
      .executeTakeFirstOrThrow();
    expect(row.fileUrl).toMatch(/^\/uploads\/statements\/[A-Za-z0-9_-]+\.pdf$/);
    expect((await context.app.inject({ method: 'GET', url: row.fileUrl! })).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'GET', url: row.fileUrl!.replace('statements', 'st%61tements') })).statusCode,
    ).toBe(404);

    // Run again (a retry, or asked once more after it was ready): nothing is made twice.
    expect(await context.app.jobs.runDue()).toEqual({ ran: 0, failed: 0 });
  });

  it('asked again after it was ready, prepares a new one (the year may have moved on), CSV too', async () => {
    const res = await call(ada, context.app, 'GET', `/api/wallet/statements/${YEAR}.csv`);
    expect(res.statusCode).toBe(202);
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    const list = walletStatementsSchema.parse((await call(ada, context.app, 'GET', '/api/wallet/statements')).json());
    const csv = list.items.find((s) => s.format === 'csv')!;
    expect(csv.status).toBe('ready');
    const rows = parseCsv((await call(ada, context.app, 'GET', csv.downloadUrl!)).body);
    expect(rows.filter((r) => r[0] === 'Movement')).toHaveLength(4);
    expect(rows.find((r) => r[0] === 'Closing balance')?.[6]).toBe('46.00');
  });

  it('deleting the account deletes its statements, rows and files', async () => {
    const leaver = await moneyUser(context.app);
    for (const amount of [100, 100, 100, 100]) await fundWallet(context.database.db, leaver.userId, amount);
    expect((await call(leaver, context.app, 'GET', `/api/wallet/statements/${YEAR}.pdf`)).statusCode).toBe(202);
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    const stored = await context.database.db
      .selectFrom('walletStatements')
      .select('fileUrl')
      .where('userId', '=', leaver.userId)
      .executeTakeFirstOrThrow();
    expect(await context.app.fileStorage.open(stored.fileUrl!)).not.toBeNull();
    // Money in the wallet stops a deletion: it leaves first.
    const withdrawn = await call(leaver, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 400, bankAccount: { holderName: 'Lee Leaver', accountNumber: 'DE89 3704 0044 0532 0130 00' } },
      key: newKey(),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    const deleted = await leaver.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await context.database.db.selectFrom('walletStatements').select('id').where('userId', '=', leaver.userId).execute(),
    ).toEqual([]);
    expect(await context.app.fileStorage.open(stored.fileUrl!)).toBeNull();
  });
});
