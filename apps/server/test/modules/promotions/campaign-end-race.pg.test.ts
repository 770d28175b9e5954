import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPromotionForUpdate } from '../../../src/modules/promotions/repository.js';
import { closeOpenPromotionsOf } from '../../../src/modules/promotions/closing.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { balanceOf, fundWallet, moneyUser, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { approve, bought, expectAllChecksPass } from './helpers.js';

/**
 * PostgreSQL only (separate connections): two closes of an ended campaign's promotions at once
 * (the end's event handled while a second delivery, or the cancel handler, runs) refund once. The
 * second reads the promotion as open, then waits for the first's row lock; once it has the row it
 * must see the promotion closed and skip it.
 */
describe('closing an ended campaign’s promotions twice at once', () => {
  const context = useTestApp();
  let admin: MoneyUser;
  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
  });

  /** Resolves once some other connection of this database waits for a lock. */
  const someoneWaitsForALock = async () => {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(context.database.db);
      if ((rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the second close never waited for the row lock');
  };

  it('refunds the unused days once', async () => {
    const creator = await moneyUser(context.app);
    await fundWallet(context.database.db, creator.userId, 10_000);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId });
    const promotion = await bought(context.app, creator, campaign.id, 4);
    await approve(context.app, admin, promotion.id);
    await context.database.db.updateTable('campaigns').set({ status: 'unsuccessful' }).where('id', '=', campaign.id).execute();
    const now = new Date();

    let second: Promise<number> | undefined;
    const first = context.database.db.transaction().execute(async (trx) => {
      await findPromotionForUpdate(trx, promotion.id);
      second = context.database.db
        .transaction()
        .execute((other) => closeOpenPromotionsOf(other, context.app.jobs, campaign.id, now));
      await someoneWaitsForALock();
      return closeOpenPromotionsOf(trx, context.app.jobs, campaign.id, now);
    });
    expect(await first).toBe(1);
    expect(await second).toBe(0);

    // 2 000 paid, its first day begun: 1 500 back, once.
    expect(await balanceOf(context.app, creator)).toBe(9_500);
    const refunds = await context.database.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('campaignId', '=', campaign.id)
      .where('type', '=', 'promotion_refund')
      .execute();
    expect(refunds).toHaveLength(1);
    await expectAllChecksPass(context.app);
  });
});
