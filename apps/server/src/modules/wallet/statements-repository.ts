import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WalletStatementsTable } from '../../db/schema.js';

export type StoredStatementRow = Selectable<WalletStatementsTable>;

/**
 * The pending statement of this person, year and type, made now unless one is already waiting
 * (the partial unique index keeps it to one): asking twice queues the work once.
 */
export async function pendingStatementFor(
  trx: Transaction<Database>,
  request: { userId: string; year: number; format: StatementFormat; movementCount: number },
): Promise<StoredStatementRow> {
  const inserted = await trx
    .insertInto('walletStatements')
    .values(request)
    .onConflict((oc) => oc.columns(['userId', 'year', 'format']).where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return trx
    .selectFrom('walletStatements')
    .selectAll()
    .where('userId', '=', request.userId)
    .where('year', '=', request.year)
    .where('format', '=', request.format)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}

/** A pending statement, locked for the job that prepares it; undefined once it is ready (a second run does nothing). */
export async function lockPendingStatement(trx: Transaction<Database>, id: string): Promise<StoredStatementRow | undefined> {
  return trx
    .selectFrom('walletStatements')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function markStatementReady(
  trx: Transaction<Database>,
  id: string,
  ready: { fileUrl: string; movementCount: number; readyAt: Date },
): Promise<void> {
  await trx
    .updateTable('walletStatements')
    .set({ status: 'ready', fileUrl: ready.fileUrl, movementCount: ready.movementCount, readyAt: ready.readyAt })
    .where('id', '=', id)
    .execute();
}

/** The person's statements, newest first. */
export async function statementsOf(db: Kysely<Database>, userId: string, limit: number): Promise<StoredStatementRow[]> {
  return db
    .selectFrom('walletStatements')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('requestedAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One of the person's own ready statements; anyone else's is not found. */
export async function readyStatementOf(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<StoredStatementRow | undefined> {
  return db
    .selectFrom('walletStatements')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
}

/** Removes the person's statements (account deletion) and returns where their files were. */
export async function deleteStatementsOf(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('walletStatements').where('userId', '=', userId).returning('fileUrl').execute();
  return rows.flatMap((row) => (row.fileUrl ? [row.fileUrl] : []));
}
