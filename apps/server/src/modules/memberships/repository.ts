import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MembershipStatus } from '../../db/schema.js';

/**
 * The statuses of a membership that still counts: its member holds a place in the tier (a paused
 * member keeps theirs, so resuming never finds the tier full; members-only posts read only active
 * and past-due ones).
 */
export const LIVE_STATUSES: readonly MembershipStatus[] = ['active', 'past_due', 'paused'];

export type ProgramRow = Selectable<Database['membershipPrograms']>;
export type TierRow = Selectable<Database['membershipTiers']>;
export type MembershipRow = Selectable<Database['memberships']>;

/**
 * Serialises one member's joins and renewals (and a card payment's credit for them) until the transaction ends, so two joins at once (two tabs, two
 * keys) cannot both pass the "one membership per creator" check; the partial unique index is
 * the last line of defence.
 */
export async function lockMember(trx: Transaction<Database>, memberId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('membership-join'), hashtext(${memberId}))`.execute(trx);
}

/** lockMember without waiting: false when another transaction holds the member (the renewal job then comes back later). */
export async function tryLockMember(trx: Transaction<Database>, memberId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtext('membership-join'), hashtext(${memberId})) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

export function findProgram(db: Kysely<Database>, creatorId: string): Promise<ProgramRow | undefined> {
  return db.selectFrom('membershipPrograms').selectAll().where('creatorId', '=', creatorId).executeTakeFirst();
}

export async function lockOrCreateProgram(trx: Transaction<Database>, creatorId: string, currency: string): Promise<ProgramRow> {
  await trx
    .insertInto('membershipPrograms')
    .values({ creatorId, currency })
    .onConflict((oc) => oc.column('creatorId').doNothing())
    .execute();
  return trx
    .selectFrom('membershipPrograms')
    .selectAll()
    .where('creatorId', '=', creatorId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateProgram(
  trx: Transaction<Database>,
  creatorId: string,
  values: { enabled: boolean; welcomeNote: string },
): Promise<void> {
  await trx
    .updateTable('membershipPrograms')
    .set({ ...values, updatedAt: new Date() })
    .where('creatorId', '=', creatorId)
    .execute();
}

/** The creator's current tiers (not archived), in their order, with how many members each holds. */
export function currentTiers(db: Kysely<Database>, creatorId: string): Promise<(TierRow & { memberCount: string | number })[]> {
  return db
    .selectFrom('membershipTiers')
    .selectAll('membershipTiers')
    .select((eb) =>
      eb
        .selectFrom('memberships')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('memberships.tierId', '=', 'membershipTiers.id')
        .where('memberships.status', 'in', LIVE_STATUSES)
        .as('memberCount'),
    )
    .where('creatorId', '=', creatorId)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .execute() as Promise<(TierRow & { memberCount: string | number })[]>;
}

export async function archiveTiersExcept(trx: Transaction<Database>, creatorId: string, keep: readonly string[]): Promise<void> {
  let query = trx
    .updateTable('membershipTiers')
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where('creatorId', '=', creatorId)
    .where('archivedAt', 'is', null);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

export interface TierValues {
  position: number;
  title: string;
  description: string;
  price: number;
  memberLimit: number | null;
  /** Set when the price changes (tier-price.ts): the price in force before, and when. */
  previousPrice?: number;
  priceChangedAt?: Date;
}

export async function updateTier(trx: Transaction<Database>, id: string, values: TierValues): Promise<void> {
  await trx
    .updateTable('membershipTiers')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function insertTier(
  trx: Transaction<Database>,
  creatorId: string,
  currency: string,
  values: TierValues,
): Promise<void> {
  await trx
    .insertInto('membershipTiers')
    .values({ creatorId, currency, ...values })
    .execute();
}

/** A tier that can be joined now, locked (member limit), with its program's state. */
export function lockJoinableTier(
  trx: Transaction<Database>,
  tierId: string,
): Promise<(TierRow & { enabled: boolean; welcomeNote: string }) | undefined> {
  return trx
    .selectFrom('membershipTiers')
    .innerJoin('membershipPrograms', 'membershipPrograms.creatorId', 'membershipTiers.creatorId')
    .selectAll('membershipTiers')
    .select(['membershipPrograms.enabled', 'membershipPrograms.welcomeNote'])
    .where('membershipTiers.id', '=', tierId)
    .where('membershipTiers.archivedAt', 'is', null)
    .forUpdate('membershipTiers')
    .executeTakeFirst();
}

export async function countLiveMembers(trx: Transaction<Database>, tierId: string): Promise<number> {
  const row = await trx
    .selectFrom('memberships')
    .select(sql<string>`count(*)`.as('n'))
    .where('tierId', '=', tierId)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findLiveMembership(
  db: Kysely<Database>,
  memberId: string,
  creatorId: string,
): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('creatorId', '=', creatorId)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
}

/**
 * Memberships canceled by their member whose paid month is over end now. The renewal job ends them
 * at the period's end; a read or join of the member does it first too, so a job that runs late
 * never shows a finished membership as live.
 */
export async function endCanceledPeriods(trx: Transaction<Database>, memberId: string, now: Date): Promise<void> {
  await trx
    .updateTable('memberships')
    .set({ status: 'canceled', updatedAt: now })
    .where('memberId', '=', memberId)
    .where('status', 'in', LIVE_STATUSES)
    .where('cancelAtPeriodEnd', '=', true)
    .where('currentPeriodEnd', '<=', now)
    .execute();
}

export function insertMembership(
  trx: Transaction<Database>,
  values: {
    memberId: string;
    creatorId: string;
    tierId: string;
    price: number;
    currency: string;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
    startedAt: Date;
  },
): Promise<MembershipRow> {
  return trx
    .insertInto('memberships')
    .values({ ...values, status: 'active' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertCharge(
  trx: Transaction<Database>,
  values: {
    membershipId: string;
    memberId: string;
    creatorId: string;
    tierId: string;
    amount: number;
    fee: number;
    feePercent: number;
    feeRule: string;
    currency: string;
    periodStart: Date;
    periodEnd: Date;
    ledgerTransactionId: string;
    source: string;
    kind: 'period' | 'upgrade';
  },
): Promise<{ id: string }> {
  return trx.insertInto('membershipCharges').values(values).returning('id').executeTakeFirstOrThrow();
}

export function findMembership(db: Kysely<Database>, id: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The membership a provider's subscription bills (decision 0082). */
export function findMembershipByProviderId(trx: Transaction<Database>, providerSubscriptionId: string) {
  return trx
    .selectFrom('memberships')
    .select(['id', 'memberId'])
    .where('providerSubscriptionId', '=', providerSubscriptionId)
    .executeTakeFirst();
}

/** Whether a charge of this source was made (a provider's invoice is charged once). */
export async function chargeExists(trx: Transaction<Database>, source: string): Promise<boolean> {
  return (await trx.selectFrom('membershipCharges').select('id').where('source', '=', source).executeTakeFirst()) !== undefined;
}

export function lockMembership(trx: Transaction<Database>, id: string): Promise<MembershipRow | undefined> {
  return trx.selectFrom('memberships').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markCancelAtPeriodEnd(trx: Transaction<Database>, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('memberships')
    .set({ cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** A tier as it is now (archived ones too: their members keep them), for a renewal's price and title. */
export function findTier(db: Kysely<Database>, tierId: string): Promise<TierRow | undefined> {
  return db.selectFrom('membershipTiers').selectAll().where('id', '=', tierId).executeTakeFirst();
}

/** Changes a membership's status and, when renewed, its price, period and tier (a downgrade), and its unpaid tries. */
export async function updateMembership(
  trx: Transaction<Database>,
  id: string,
  values: Partial<
    Pick<
      MembershipRow,
      | 'status'
      | 'price'
      | 'currentPeriodStart'
      | 'currentPeriodEnd'
      | 'unpaidTries'
      | 'nextTierId'
      | 'tierId'
      | 'billing'
      | 'providerSubscriptionId'
      | 'providerUpdatedAt'
      | 'cancelAtPeriodEnd'
      | 'pauseUntil'
    >
  >,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('memberships')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** A member's memberships with what the list shows: creator, tier, welcome note; newest first. */
export function membershipsOf(db: Kysely<Database>, memberId: string, id?: string) {
  let query = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.creatorId')
    .innerJoin('membershipTiers', 'membershipTiers.id', 'memberships.tierId')
    .innerJoin('membershipPrograms', 'membershipPrograms.creatorId', 'memberships.creatorId')
    .leftJoin('membershipTiers as nextTiers', 'nextTiers.id', 'memberships.nextTierId')
    .selectAll('memberships')
    .select([
      'users.username',
      'users.displayName',
      'membershipTiers.title as tierTitle',
      'membershipPrograms.welcomeNote',
      'nextTiers.title as nextTierTitle',
    ])
    .where('memberships.memberId', '=', memberId);
  if (id) query = query.where('memberships.id', '=', id);
  return query.orderBy('memberships.startedAt', 'desc').execute();
}

/** One membership with its creator's names and its tier's title (notices). */
export function findMembershipWithNames(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.creatorId')
    .innerJoin('membershipTiers', 'membershipTiers.id', 'memberships.tierId')
    .select([
      'memberships.status',
      'memberships.currentPeriodEnd',
      'users.username',
      'users.displayName',
      'membershipTiers.title as tierTitle',
    ])
    .where('memberships.id', '=', id)
    .executeTakeFirst();
}
