import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { SandboxProviderRecordsTable } from '../../../db/schema.js';
import type { ProviderCallContext } from '../provider.js';

type Executor = ProviderCallContext['db'];
export type SandboxRecord = Selectable<SandboxProviderRecordsTable>;

/** Inserts a record unless one exists for (kind, reference); returns it when inserted. */
export async function insertSandboxRecord(
  db: Executor,
  row: Insertable<SandboxProviderRecordsTable>,
): Promise<SandboxRecord | undefined> {
  return db
    .insertInto('sandboxProviderRecords')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'reference']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The latest outcome of a checkout, except that a payment is final: once paid, a later cancel or
 * decline on the same page (a second tab) does not undo it, as with a real provider.
 */
export async function upsertCheckoutOutcome(
  db: Executor,
  row: Omit<Insertable<SandboxProviderRecordsTable>, 'kind'>,
): Promise<void> {
  await db
    .insertInto('sandboxProviderRecords')
    .values({ ...row, kind: 'checkout' })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'reference'])
        .doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), updatedAt: new Date() }))
        .where('sandboxProviderRecords.status', '<>', 'paid'),
    )
    .execute();
}

export async function findSandboxRecord(
  db: Executor,
  kind: SandboxProviderRecordsTable['kind'],
  reference: string,
): Promise<SandboxRecord | undefined> {
  return db
    .selectFrom('sandboxProviderRecords')
    .selectAll()
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/**
 * The sandbox's answer to a charge or payout, recorded once per reference like a provider's
 * idempotency key: a repeat gets the first record (and its result), never a second one.
 * `failure` is why it failed, or null when it was paid.
 */
export async function recordOnce(
  db: Executor,
  kind: 'charge' | 'payout',
  reference: string,
  money: { amount: number; currency: string },
  failure: string | null,
): Promise<SandboxRecord> {
  const prefix = kind === 'charge' ? 'sbx_ch' : 'sbx_po';
  const stored =
    (await insertSandboxRecord(db, {
      kind,
      reference,
      status: failure === null ? 'paid' : 'failed',
      providerRef: `${prefix}_${randomBytes(8).toString('hex')}`,
      amount: money.amount,
      currency: money.currency,
      detail: failure,
    })) ?? (await findSandboxRecord(db, kind, reference));
  if (!stored) throw new Error(`sandbox ${kind} record for ${reference} vanished`);
  return stored;
}
