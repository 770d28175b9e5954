import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { settleCampaign } from '../../../src/modules/pledges/settlement.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { balanceOf, call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { openSecondPool } from '../../helpers/test-database.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * A pledge checks its campaign is open early, then takes the campaign's row last, just before the
 * money moves, and counts only if the campaign is still open there. A settlement that takes the
 * row first must win: pledges queued behind it are refused as ended, and none stays active with
 * its money in an emptied escrow. PostgreSQL only: PGlite runs one transaction at a time.
 */
describe('pledges racing their campaign’s settlement (PostgreSQL)', () => {
  const context = useTestApp();
  let other: DatabaseHandle;

  beforeAll(async () => {
    other = await openSecondPool(context.database.db, 2);
  });

  afterAll(async () => {
    await other.close();
  });
  const pledgeTo = (user: MoneyUser, campaignId: string, amount: number) =>
    call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, { body: { tierId: null, amount }, key: newKey() });

  it('counts every pledge that races the settlement in it, or refuses it as ended; no money is stranded', async () => {
    const db = context.database.db;
    const owner = await moneyUser(context.app);
    const endsAt = new Date(Date.now() + 24 * 3600_000);
    const campaign = await createLiveCampaign(db, { ownerId: owner.userId, goal: 1_000, endsAt });
    const backers: MoneyUser[] = [];
    for (let i = 0; i < 10; i += 1) {
      const backer = await moneyUser(context.app);
      await fundWallet(db, backer.userId, 5_000);
      backers.push(backer);
    }
    // Some pledges are in, then the settlement takes the campaign's row (as if its end date had
    // come: its clock is past it) while the rest are on their way and queue on that row.
    const early = await Promise.all(backers.slice(0, 4).map((backer) => pledgeTo(backer, campaign.id, 1_500)));
    let late: Promise<LightMyRequestResponse[]> = Promise.resolve([]);
    // The settlement and the watcher use connections of their own: the app's pool fills with queued pledges.
    const outcome = await other.db.transaction().execute(async (trx) => {
      await sql`select id from campaigns where id = ${campaign.id} for update`.execute(trx);
      late = Promise.all(backers.slice(4).map((backer) => pledgeTo(backer, campaign.id, 1_500)));
      while (
        Number(
          (
            await sql<{ n: string }>`select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(other.db)
          ).rows[0]?.n ?? 0,
        ) < 3
      )
        await new Promise((resolve) => setTimeout(resolve, 5));
      return settleCampaign(trx, campaign.id, { now: new Date(endsAt.getTime() + 1000), feePercent: 5, jobs: context.app.jobs });
    });
    const answers = [...early, ...(await late)];

    for (const answer of answers) {
      expect([201, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409)
        expect(answer.json()).toMatchObject({ error: { message: 'This campaign has ended and no longer takes pledges.' } });
    }
    const accepted = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ pledge: { id: string } }>().pledge.id);
    // The early ones are in; those that queued behind the settlement found the campaign ended.
    expect(accepted.length).toBe(4);
    // Every accepted pledge was collected by the settlement; none is left active, none was refused and kept.
    const rows = await db.selectFrom('pledges').select(['id', 'status']).where('campaignId', '=', campaign.id).execute();
    expect(rows.map((r) => r.id).sort()).toEqual([...accepted].sort());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['collected']));
    expect(outcome).toMatchObject({ kind: 'successful', total: accepted.length * 1_500 });
    const settled = await db
      .selectFrom('campaigns')
      .select(['raised', 'backersCount', 'status'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect({ raised: Number(settled.raised), backers: settled.backersCount, status: settled.status }).toEqual({
      raised: accepted.length * 1_500,
      backers: accepted.length,
      status: 'successful',
    });
    for (const [i, backer] of backers.entries()) {
      const wasAccepted = answers[i]?.statusCode === 201;
      expect(await balanceOf(context.app, backer)).toBe(wasAccepted ? 3_500 : 5_000);
    }
    const report = await verifyLedger(db, [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS]);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
