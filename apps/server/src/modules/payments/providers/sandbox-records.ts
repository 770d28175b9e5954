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
