import { randomUUID } from 'node:crypto';
import type { MembershipSetup } from '@crowdspark/shared/contracts/memberships';
import type { PointsEntriesPage, RewardsSummary } from '@crowdspark/shared/contracts/rewards';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { REWARDS_LEDGER_CHECKS } from '../../../src/modules/rewards/ledger-checks.js';
import { call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/** Joining a membership earns points and counts towards the backing badges (docs/product-rules.md#rewards). */
describe('rewards for joining a membership', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const db = () => context.database.db;

  it('grants a point per whole unit of the first month, "First backing", once however often the event arrives', async () => {
    const creator = await moneyUser(context.app);
    await db()
      .updateTable('users')
      .set({ username: `creator${randomUUID().slice(0, 8)}` })
      .where('id', '=', creator.userId)
      .execute();
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/me/membership',
      headers: { cookie: creator.client.cookie, origin: 'http://localhost:3000' },
      payload: { enabled: true, welcomeNote: '', tiers: [{ title: 'Fan', description: '', price: 1_250, memberLimit: null }] },
    });
    const tierId = saved.json<MembershipSetup>().tiers[0]!.id;
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 5_000);
    const joined = await call(member, context.app, 'POST', '/api/memberships', { body: { tierId }, key: newKey() });
    expect(joined.statusCode, joined.body).toBe(201);
    const membershipId = joined.json<{ id: string }>().id;

    const event = await db()
      .selectFrom('events')
      .select(['id', 'payload'])
      .where('type', '=', 'membership.started')
      .where(sql<string>`payload->>'membershipId'`, '=', membershipId)
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ memberId: member.userId, amount: 1_250, currency: 'USD', paidWith: 'wallet' });

    await context.app.events.dispatchPending();
    const summary = async () => (await call(member, context.app, 'GET', '/api/rewards')).json<RewardsSummary>();
    expect((await summary()).points).toBe(12);
    expect((await summary()).badges.map((b) => b.badge)).toEqual(['first_backing']);
    // Delivered again: nothing more.
    await db().deleteFrom('eventDeliveries').where('eventId', '=', event.id).execute();
    await context.app.events.dispatchPending();
    expect((await summary()).points).toBe(12);
    const history = (await call(member, context.app, 'GET', '/api/rewards/entries')).json<PointsEntriesPage>();
    expect(history.items).toMatchObject([{ points: 12, kind: 'membership' }]);
    // The creator earns nothing for being joined.
    expect((await call(creator, context.app, 'GET', '/api/rewards')).json<RewardsSummary>().points).toBe(0);
    expect((await verifyLedger(db(), [...CORE_LEDGER_CHECKS, ...REWARDS_LEDGER_CHECKS])).ok).toBe(true);
  });
});
