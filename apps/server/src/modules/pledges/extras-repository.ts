import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PledgeAddressesTable } from '../../db/schema.js';
import type { ShippingAddress } from '@crowdspark/shared/contracts/shipping';
import { pledgesWithTierTitle } from './repository.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PledgeAddressRow = Selectable<PledgeAddressesTable>;

// What a pledge holds beyond its reward (migration 0018-shipping): add-on lines and the address.
// Only the pledges module writes these tables.

export interface AddOnLine {
  addOnId: string;
  quantity: number;
  unitPrice: number;
}

export async function addOnLinesOf(db: Db, pledgeIds: readonly string[]): Promise<Map<string, AddOnLine[]>> {
  const lines = new Map<string, AddOnLine[]>();
  if (pledgeIds.length === 0) return lines;
  const rows = await db
    .selectFrom('pledgeAddOns')
    .selectAll()
    .where('pledgeId', 'in', [...pledgeIds])
    .orderBy('addOnId')
    .execute();
  for (const row of rows) {
    const list = lines.get(row.pledgeId) ?? [];
    list.push({ addOnId: row.addOnId, quantity: row.quantity, unitPrice: Number(row.unitPrice) });
    lines.set(row.pledgeId, list);
  }
  return lines;
}

/** Replaces a pledge's add-on lines; `fresh` (a pledge just inserted) skips the delete. */
export async function replaceAddOnLines(
  trx: Transaction<Database>,
  pledgeId: string,
  lines: readonly AddOnLine[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  if (!fresh) await trx.deleteFrom('pledgeAddOns').where('pledgeId', '=', pledgeId).execute();
  if (lines.length)
    await trx
      .insertInto('pledgeAddOns')
      .values(lines.map((line) => ({ pledgeId, addOnId: line.addOnId, quantity: line.quantity, unitPrice: line.unitPrice })))
      .execute();
}

export function findAddress(db: Db, pledgeId: string): Promise<PledgeAddressRow | undefined> {
  return db.selectFrom('pledgeAddresses').selectAll().where('pledgeId', '=', pledgeId).executeTakeFirst();
}

/** Sets (or, with null, removes) a pledge's address. */
export async function saveAddress(trx: Transaction<Database>, pledgeId: string, address: ShippingAddress | null): Promise<void> {
  if (address === null) {
    await trx.deleteFrom('pledgeAddresses').where('pledgeId', '=', pledgeId).execute();
    return;
  }
  const values = {
    name: address.name,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    region: address.region ?? null,
    postalCode: address.postalCode ?? null,
    country: address.country,
    phone: address.phone ?? null,
    updatedAt: new Date(),
  };
  await trx
    .insertInto('pledgeAddresses')
    .values({ pledgeId, ...values })
    .onConflict((oc) => oc.column('pledgeId').doUpdateSet(values))
    .execute();
}

/** Account deletion: the person's addresses go (the pledges stay, as money history). */
export async function deleteAddressesOfBacker(db: Db, backerId: string): Promise<void> {
  await db
    .deleteFrom('pledgeAddresses')
    .where('pledgeId', 'in', (eb) => eb.selectFrom('pledges').select('id').where('backerId', '=', backerId))
    .execute();
}

/** The rows of the creator's shipping export: collected pledges with their reward and address. */
export function shippingRowsOfCampaign(db: Db, campaignId: string) {
  return pledgesWithTierTitle(db)
    .leftJoin('pledgeAddresses', 'pledgeAddresses.pledgeId', 'pledges.id')
    .select([
      'pledges.id',
      'pledges.amount',
      'pledges.shippingAmount',
      'pledges.addOnsAmount',
      'pledges.currency',
      'pledges.shipTo',
      'pledgeAddresses.name',
      'pledgeAddresses.line1',
      'pledgeAddresses.line2',
      'pledgeAddresses.city',
      'pledgeAddresses.region',
      'pledgeAddresses.postalCode',
      'pledgeAddresses.country',
      'pledgeAddresses.phone',
    ])
    .where('pledges.campaignId', '=', campaignId)
    .where('pledges.status', '=', 'collected')
    .orderBy('pledges.createdAt')
    .orderBy('pledges.id')
    .execute();
}

export async function insertExportAudit(
  trx: Transaction<Database>,
  entry: { actorId: string; campaignId: string; rowCount: number },
): Promise<void> {
  await writeAuditEntry(trx, {
    actorId: entry.actorId,
    action: 'backers.addresses_exported',
    targetId: entry.campaignId,
    details: { campaignId: entry.campaignId, rowCount: entry.rowCount },
  });
}
