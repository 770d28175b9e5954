import type { Readable } from 'node:stream';
import { FIRST_STATEMENT_YEAR, STATEMENT_PREPARING_MESSAGE, type StatementFormat } from '@crowdspark/shared/constants/statements';
import type { StatementPreparing, StoredStatement, WalletStatements } from '@crowdspark/shared/contracts/wallet';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { MailSender } from '../../plugins/mail.js';
import { randomFileKey } from '../../storage/file-storage.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { JobRunner } from '../jobs/runner.js';
import type { WalletHolder } from './receipts.js';
import { countWalletMovements, walletMovementYears } from './repository.js';
import { statementPeriod, yearlyStatement } from './statement.js';
import { statementFile } from './statement-files.js';
import type { StatementFile } from './statement-files.js';
import {
  deleteStatementsOf,
  lockPendingStatement,
  markStatementReady,
  pendingStatementFor,
  readyStatementOf,
  statementsOf,
} from './statements-repository.js';
import type { StoredStatementRow } from './statements-repository.js';

/**
 * Yearly statements (docs/product-rules.md#statements, decision 0072): made while the person waits
 * when the year has at most `jobThreshold` movements; above it, a job makes the file, keeps it in
 * the file storage's private `statements` folder and mails its owner a link.
 */

export const WALLET_STATEMENT_JOB = 'wallet-statement';
const LISTED_STATEMENTS = 20;

export interface StatementDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  files: FileStorage;
  mail: MailSender;
  publicUrl: string;
  platformCurrency: string;
  /** More movements than this in the year: the job makes the file (STATEMENT_JOB_THRESHOLD). */
  jobThreshold: number;
}

export type StatementAnswer = { kind: 'file'; file: StatementFile } | { kind: 'preparing'; body: StatementPreparing };

function checkYear(year: number, now: Date): void {
  const current = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < FIRST_STATEMENT_YEAR || year > current)
    throw new AppError('VALIDATION_FAILED', `Choose a year from ${FIRST_STATEMENT_YEAR} to ${current}.`, {
      year: `Choose a year from ${FIRST_STATEMENT_YEAR} to ${current}.`,
    });
}

function toStoredStatement(row: StoredStatementRow): StoredStatement {
  return {
    id: row.id,
    year: row.year,
    format: row.format,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    downloadUrl: row.status === 'ready' ? `/api/wallet/statements/files/${row.id}` : null,
  };
}

/** GET /api/wallet/statements/:year.(pdf|csv): the file now, or (a large year) a job scheduled and 202. */
export async function requestYearlyStatement(
  deps: StatementDeps,
  holder: WalletHolder,
  request: { year: number; format: StatementFormat; now: Date },
): Promise<StatementAnswer> {
  checkYear(request.year, request.now);
  const { from, to } = statementPeriod(request.year, request.now);
  const movementCount = await countWalletMovements(deps.db, holder.id, from, to);
  if (movementCount <= deps.jobThreshold) {
    const statement = await yearlyStatement(deps.db, holder, {
      year: request.year,
      now: request.now,
      platformCurrency: deps.platformCurrency,
    });
    return { kind: 'file', file: await statementFile(statement, request.format) };
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const pending = await pendingStatementFor(trx, {
      userId: holder.id,
      year: request.year,
      format: request.format,
      movementCount,
    });
    // Scheduled again when it already waits: revives a job that gave up, and a ready row is never redone.
    await deps.jobs.schedule(trx, {
      name: WALLET_STATEMENT_JOB,
      key: `${WALLET_STATEMENT_JOB}:${pending.id}`,
      runAt: request.now,
      payload: { statementId: pending.id },
    });
    return pending;
  });
  return { kind: 'preparing', body: { statement: toStoredStatement(row), message: STATEMENT_PREPARING_MESSAGE } };
}

/** GET /api/wallet/statements: the years to choose from (this one and every year with a movement) and the prepared files. */
export async function listStatements(db: Kysely<Database>, userId: string, now: Date): Promise<WalletStatements> {
  const years = new Set([now.getUTCFullYear(), ...(await walletMovementYears(db, userId))]);
  const rows = await statementsOf(db, userId, LISTED_STATEMENTS);
  return { years: [...years].sort((a, b) => b - a), items: rows.map(toStoredStatement) };
}

/** GET /api/wallet/statements/files/:id: a prepared file, for its owner only (anyone else: not found). */
export async function openStoredStatement(
  db: Kysely<Database>,
  files: FileStorage,
  userId: string,
  id: string,
): Promise<{ filename: string; contentType: string; body: Readable; size: number | null }> {
  const row = await readyStatementOf(db, userId, id);
  const file = row?.fileUrl ? await files.open(row.fileUrl) : null;
  if (!row || !file) throw new AppError('NOT_FOUND', 'No statement of yours has this id.');
  return {
    filename: `crowdspark-statement-${row.year}.${row.format}`,
    contentType: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    body: file.body,
    size: file.size,
  };
}

/**
 * The `wallet-statement` job: makes the file, stores it, marks the row ready and queues the mail,
 * all committed with the job's done mark. A run that fails after storing leaves an unreferenced
 * file behind; the retry makes another.
 */
export async function prepareStoredStatement(
  trx: Transaction<Database>,
  deps: Omit<StatementDeps, 'db' | 'jobs' | 'jobThreshold'>,
  statementId: string,
  now: Date,
): Promise<void> {
  const row = await lockPendingStatement(trx, statementId);
  if (!row) return;
  const holder = await trx
    .selectFrom('users')
    .select(['id', 'email', 'displayName'])
    .where('id', '=', row.userId)
    .executeTakeFirst();
  if (!holder) return;
  const statement = await yearlyStatement(trx, holder, { year: row.year, now, platformCurrency: deps.platformCurrency });
  const file = await statementFile(statement, row.format);
  const fileUrl = await deps.files.put(randomFileKey('statements', holder.id, row.format), file.body, file.contentType);
  const movementCount = statement.currencies.reduce((sum, section) => sum + section.movements.length, 0);
  await markStatementReady(trx, row.id, { fileUrl, movementCount, readyAt: now });
  const walletLink = `${deps.publicUrl}/wallet#wallet-statements-heading`;
  await deps.mail.send(
    {
      to: holder.email,
      kind: 'wallet-statement-ready',
      subject: `Your ${row.year} Crowdspark statement is ready`,
      text: [
        `Hello ${holder.displayName},`,
        '',
        `Your ${row.year} wallet statement (${row.format.toUpperCase()}) is ready. Sign in and download it here:`,
        `${deps.publicUrl}/api/wallet/statements/files/${row.id}`,
        '',
        `It is also listed under Statements on your wallet page: ${walletLink}`,
        '',
        'Only you can download it, while signed in to your account.',
      ].join('\n'),
    },
    trx,
  );
}

/** Account deletion: the statements name the person, so their rows and files go. */
export async function forgetStatements(trx: Transaction<Database>, files: FileStorage, userId: string): Promise<void> {
  const urls = await deleteStatementsOf(trx, userId);
  for (const url of urls) await files.removeByUrl(url).catch(() => undefined);
}
