import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PledgesTable, PledgeStatusValue } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PledgeRow = Selectable<PledgesTable>;

export function lockPledge(trx: Transaction<Database>, id: string): Promise<PledgeRow | undefined> {
  return trx.selectFrom('pledges').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findActivePledge(db: Db, campaignId: string, backerId: string): Promise<PledgeRow | undefined> {
  return db
    .selectFrom('pledges')
    .selectAll()
    .where('campaignId', '=', campaignId)
    .where('backerId', '=', backerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * A campaign's active pledges by id, row-locked: all of them (a settlement collects them in one go),
 * or the first `limit` (one batch of a refund).
 */
export function activePledges(trx: Transaction<Database>, campaignId: string, limit?: number): Promise<PledgeRow[]> {
  const query = trx
    .selectFrom('pledges')
    .selectAll()
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'active')
    .orderBy('id');
  return (limit === undefined ? query : query.limit(limit)).forUpdate().execute();
}

/** Marks these pledges refunded (only those still active: a batch never counts one twice). */
export async function markPledgesRefunded(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('pledges')
    .set({ status: 'refunded', updatedAt: new Date() })
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
}

export async function insertPledge(
  trx: Transaction<Database>,
  pledge: {
    id: string;
    campaignId: string;
    backerId: string;
    tierId: string | null;
    amount: number;
    currency: string;
    shippingAmount: number;
    addOnsAmount: number;
    shipTo: string | null;
  },
): Promise<PledgeRow> {
  return trx.insertInto('pledges').values(pledge).returningAll().executeTakeFirstOrThrow();
}

export async function updatePledge(
  trx: Transaction<Database>,
  id: string,
  changes: {
    tierId?: string | null;
    amount?: number;
    status?: PledgeStatusValue;
    shippingAmount?: number;
    addOnsAmount?: number;
    shipTo?: string | null;
  },
): Promise<PledgeRow> {
  return trx
    .updateTable('pledges')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markPledges(
  trx: Transaction<Database>,
  campaignId: string,
  from: PledgeStatusValue,
  to: PledgeStatusValue,
) {
  await trx
    .updateTable('pledges')
    .set({ status: to, updatedAt: new Date() })
    .where('campaignId', '=', campaignId)
    .where('status', '=', from)
    .execute();
}

/** Pledges with the title of their reward tier (null without a reward): where every listing of pledges starts. */
export function pledgesWithTierTitle(db: Db) {
  return db
    .selectFrom('pledges')
    .leftJoin('campaignRewardTiers', 'campaignRewardTiers.id', 'pledges.tierId')
    .select('campaignRewardTiers.title as tierTitle');
}

export function pledgesOfBacker(db: Db, backerId: string) {
  return pledgesWithTierTitle(db)
    .innerJoin('campaigns', 'campaigns.id', 'pledges.campaignId')
    .selectAll('pledges')
    .select([
      'campaigns.title as campaignTitle',
      'campaigns.status as campaignStatus',
      'campaigns.fundingModel',
      'campaigns.endsAt',
    ])
    .where('pledges.backerId', '=', backerId)
    .orderBy('pledges.createdAt', 'desc')
    .limit(500)
    .execute();
}

export function backersOfCampaign(db: Db, campaignId: string) {
  return pledgesWithTierTitle(db)
    .innerJoin('users', 'users.id', 'pledges.backerId')
    .select([
      'pledges.id',
      'pledges.amount',
      'pledges.currency',
      'pledges.status',
      'pledges.createdAt',
      'users.displayName',
      'users.username',
      'users.preferences',
    ])
    .where('pledges.campaignId', '=', campaignId)
    .where('pledges.status', 'in', ['active', 'collected'])
    .orderBy('pledges.createdAt')
    .orderBy('pledges.id')
    .execute();
}

/** The backer of each pledge with what a public list may need: name, username, privacy and whether the account is gone. */
export function backersOfPledges(db: Db, pledgeIds: readonly string[]) {
  return db
    .selectFrom('pledges')
    .innerJoin('users', 'users.id', 'pledges.backerId')
    .select(['pledges.id', 'users.displayName', 'users.username', 'users.preferences', 'users.deletedAt'])
    .where('pledges.id', 'in', pledgeIds)
    .execute();
}

/** How many pledges of the backer are still active (their campaigns have not settled). */
export async function countActivePledgesOf(db: Db, backerId: string): Promise<number> {
  const row = await db
    .selectFrom('pledges')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('backerId', '=', backerId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The categories of the campaigns a backer pledged to (any status), most recent pledge first. */
export async function categoriesBackedBy(db: Db, backerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('pledges')
    .innerJoin('campaigns', 'campaigns.id', 'pledges.campaignId')
    .select(['campaigns.category', (eb) => eb.fn.max('pledges.createdAt').as('lastPledgedAt')])
    .where('pledges.backerId', '=', backerId)
    .where('campaigns.category', 'is not', null)
    .groupBy('campaigns.category')
    .orderBy('lastPledgedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.category ? [row.category] : []));
}

/** What a successful settlement took as its fee, and under which rule (decision 0033). */
export async function insertSettlement(
  trx: Transaction<Database>,
  settlement: {
    campaignId: string;
    ownerId: string;
    total: number;
    fee: number;
    feePercent: number;
    feeRule: string;
    currency: string;
    settledAt: Date;
  },
): Promise<void> {
  await trx.insertInto('campaignSettlements').values(settlement).execute();
}

export async function findSettlement(db: Kysely<Database>, campaignId: string) {
  return db.selectFrom('campaignSettlements').selectAll().where('campaignId', '=', campaignId).executeTakeFirst();
}
