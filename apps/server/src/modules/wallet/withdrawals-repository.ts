import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, WithdrawalStatus, WithdrawalsTable } from '../../db/schema.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

export async function insertWithdrawal(trx: Transaction<Database>, row: Insertable<WithdrawalsTable>): Promise<WithdrawalRow> {
  return trx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Locks a withdrawal in the given status; undefined when it is in another one (someone else moved it first). */
export async function lockWithdrawalInStatus(
  trx: Transaction<Database>,
  id: string,
  status: WithdrawalStatus,
): Promise<WithdrawalRow | undefined> {
  return trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', status)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateWithdrawal(
  trx: Transaction<Database>,
  id: string,
  changes: Updateable<WithdrawalsTable>,
): Promise<WithdrawalRow> {
  return trx
    .updateTable('withdrawals')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findWithdrawal(db: Kysely<Database>, id: string): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

const LIST_LIMIT = 200;

export async function listWithdrawals(
  db: Kysely<Database>,
  filter: { userId?: string; status?: WithdrawalStatus },
): Promise<WithdrawalRow[]> {
  let query = db.selectFrom('withdrawals').selectAll();
  if (filter.userId) query = query.where('userId', '=', filter.userId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('createdAt', 'desc').orderBy('id').limit(LIST_LIMIT).execute();
}

/** Payouts sent before `staleBefore` whose answer never came, oldest first (for reconciliation). */
export async function findStaleProcessing(db: Kysely<Database>, staleBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'processing')
    .where('updatedAt', '<', staleBefore)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Locks a withdrawal still processing; SKIP LOCKED: undefined when a request or admin holds it right now. */
export async function lockProcessingOrSkip(
  trx: Transaction<Database>,
  id: string,
): Promise<Pick<WithdrawalRow, 'id' | 'amount' | 'currency'> | undefined> {
  return trx
    .selectFrom('withdrawals')
    .select(['id', 'amount', 'currency'])
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** How many of the user's withdrawals still wait for an admin or for the bank. */
export async function countOpenWithdrawalsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('status', 'in', ['pending_approval', 'processing'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replaces the bank account holder's name on every withdrawal of the user. */
export async function replaceHolderNamesOf(db: Kysely<Database>, userId: string, holderName: string): Promise<void> {
  await db.updateTable('withdrawals').set({ holderName }).where('userId', '=', userId).execute();
}

/** The status of each of these withdrawals, by id (the money trail says whether a payout reached the bank). */
export async function withdrawalStatuses(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, WithdrawalStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('withdrawals').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}
