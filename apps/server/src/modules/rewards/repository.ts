import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId } from '../../short-id.js';

type Db = Kysely<Database> | Transaction<Database>;
type Kind = Database['pointsEntries']['kind'] extends infer K ? K : never;

/**
 * Adds one entry to the points ledger and moves the balance with it, unless an entry from the same
 * source exists (a grant delivered twice counts once). A debit that would take the balance below
 * zero fails on the balance's check constraint, so no interleaving can overdraw. Returns whether
 * the entry was written.
 */
export async function addPointsEntry(
  trx: Transaction<Database>,
  entry: { userId: string; points: number; kind: Kind; source: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('pointsEntries')
    .values({ id: newId(), ...entry })
    .onConflict((oc) => oc.column('source').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (entry.points < 0) {
    // A debit: the caller checked the (locked) balance, so the account exists.
    await trx
      .updateTable('pointsAccounts')
      .set({ balance: sql`balance + ${entry.points}`, updatedAt: new Date() })
      .where('userId', '=', entry.userId)
      .execute();
  } else {
    await trx
      .insertInto('pointsAccounts')
      .values({ userId: entry.userId, balance: entry.points, updatedAt: new Date() })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({ balance: sql`points_accounts.balance + excluded.balance`, updatedAt: new Date() }),
      )
      .execute();
  }
  return true;
}

export async function pointsEntryBySource(db: Db, source: string) {
  return db.selectFrom('pointsEntries').select(['userId', 'points']).where('source', '=', source).executeTakeFirst();
}

/** The balance, locked for the rest of the transaction (redeeming reads, checks, then debits). */
export async function lockedBalance(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('pointsAccounts')
    .select('balance')
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export async function pointsBalance(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('pointsAccounts').select('balance').where('userId', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

export async function countEntries(db: Db, userId: string, kind: Kind): Promise<number> {
  const row = await db
    .selectFrom('pointsEntries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first, after the keyset (createdAt, id) when given. */
export async function pointsEntriesPage(db: Db, userId: string, limit: number, after: { at: Date; id: string } | null) {
  let query = db
    .selectFrom('pointsEntries')
    .select(['id', 'points', 'kind', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after)
    query = query.where((eb) =>
      eb.or([eb('createdAt', '<', after.at), eb.and([eb('createdAt', '=', after.at), eb('id', '<', after.id)])]),
    );
  return query.execute();
}

/** Awards the badge unless the person has it; returns whether it is new. */
export async function awardBadge(trx: Transaction<Database>, userId: string, badge: string): Promise<boolean> {
  const row = await trx
    .insertInto('userBadges')
    .values({ userId, badge })
    .onConflict((oc) => oc.columns(['userId', 'badge']).doNothing())
    .returning('badge')
    .executeTakeFirst();
  return row !== undefined;
}

export async function badgesOf(db: Db, userId: string) {
  return db
    .selectFrom('userBadges')
    .select(['badge', 'earnedAt'])
    .where('userId', '=', userId)
    .orderBy('earnedAt')
    .orderBy('badge')
    .execute();
}

export async function ensureReferralCode(db: Db, userId: string, code: string): Promise<string> {
  await db
    .insertInto('referralCodes')
    .values({ userId, code })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const row = await db.selectFrom('referralCodes').select('code').where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.code;
}

export async function referrerOfCode(db: Db, code: string): Promise<string | null> {
  const row = await db.selectFrom('referralCodes').select('userId').where('code', '=', code).executeTakeFirst();
  return row?.userId ?? null;
}

/** Records who brought the person, unless someone already did; returns whether it was recorded. */
export async function recordReferral(db: Db, referredUserId: string, referrerId: string): Promise<boolean> {
  const row = await db
    .insertInto('referrals')
    .values({ referredUserId, referrerId })
    .onConflict((oc) => oc.column('referredUserId').doNothing())
    .returning('referrerId')
    .executeTakeFirst();
  return row !== undefined;
}

/** The referral of a person whose backing has not counted yet, locked; null when none. */
export async function pendingReferralOf(trx: Transaction<Database>, referredUserId: string) {
  return trx
    .selectFrom('referrals')
    .select(['referrerId'])
    .where('referredUserId', '=', referredUserId)
    .where('rewardedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markReferralRewarded(trx: Transaction<Database>, referredUserId: string): Promise<void> {
  await trx.updateTable('referrals').set({ rewardedAt: new Date() }).where('referredUserId', '=', referredUserId).execute();
}

export async function referralCounts(db: Db, referrerId: string): Promise<{ joined: number; rewarded: number }> {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => [eb.fn.countAll<string>().as('joined'), eb.fn.count<string>('rewardedAt').as('rewarded')])
    .where('referrerId', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { joined: Number(row.joined), rewarded: Number(row.rewarded) };
}

export async function addPromotionCredit(
  trx: Transaction<Database>,
  userId: string,
  amount: number,
  currency: string,
): Promise<void> {
  await trx
    .insertInto('promotionCredits')
    .values({ userId, amount, currency, updatedAt: new Date() })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ amount: sql`promotion_credits.amount + excluded.amount`, updatedAt: new Date() }),
    )
    .execute();
}

/**
 * Moves promotion credit by `amount` (negative: spent, positive: given back) with an entry named by
 * its source, unless that source moved it already (a retry changes nothing). A spend beyond the
 * credit fails on promotion_credits' check constraint; the caller locks and checks first for a
 * clear message. Returns whether it moved.
 */
export async function movePromotionCredit(
  trx: Transaction<Database>,
  entry: { userId: string; amount: number; source: string; currency: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('promotionCreditEntries')
    .values({ id: newId(), userId: entry.userId, amount: entry.amount, source: entry.source })
    .onConflict((oc) => oc.column('source').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (entry.amount < 0) {
    // A spend: the caller locked and checked the credit, so the row exists (an insert of a negative
    // amount would fail the row's check before any conflict is looked for).
    await trx
      .updateTable('promotionCredits')
      .set({ amount: sql`amount + ${entry.amount}`, updatedAt: new Date() })
      .where('userId', '=', entry.userId)
      .execute();
    return true;
  }
  await trx
    .insertInto('promotionCredits')
    .values({ userId: entry.userId, amount: entry.amount, currency: entry.currency, updatedAt: new Date() })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ amount: sql`promotion_credits.amount + excluded.amount`, updatedAt: new Date() }),
    )
    .execute();
  return true;
}

/** The person's promotion credit, locked for the rest of the transaction; 0 when none. */
export async function lockedPromotionCredit(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('promotionCredits')
    .select('amount')
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

export async function promotionCreditOf(db: Db, userId: string) {
  return db.selectFrom('promotionCredits').select(['amount', 'currency']).where('userId', '=', userId).executeTakeFirst();
}

/**
 * Account deletion: the person's points, credit, badges, link and referral rows go. Points a
 * referrer earned through this person stay theirs (their own entries).
 */
export async function deleteRewardsOf(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('pointsEntries').where('userId', '=', userId).execute();
  await trx.deleteFrom('pointsAccounts').where('userId', '=', userId).execute();
  await trx.deleteFrom('promotionCredits').where('userId', '=', userId).execute();
  await trx.deleteFrom('promotionCreditEntries').where('userId', '=', userId).execute();
  await trx.deleteFrom('userBadges').where('userId', '=', userId).execute();
  await trx.deleteFrom('referralCodes').where('userId', '=', userId).execute();
  await trx
    .deleteFrom('referrals')
    .where((eb) => eb.or([eb('referredUserId', '=', userId), eb('referrerId', '=', userId)]))
    .execute();
}
