import { randomUUID } from 'node:crypto';
import type { Membership, MembershipSetup, PublicMembership } from '@crowdspark/shared/contracts/memberships';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../src/modules/ledger/verify.js';
import { accountBalance, call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { ALL_LEDGER_CHECKS, walletSubscriber } from '../../factories/subscriptions.js';
import { MEMBERSHIP_LEDGER_CHECKS } from '../../../src/modules/memberships/ledger-checks.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const TWO_TIERS = {
  enabled: true,
  welcomeNote: 'Thanks for being here!',
  tiers: [
    { title: 'Supporter', description: 'Our thanks every month.', price: 500, memberLimit: null },
    { title: 'Insider', description: 'Early looks.', price: 1500, memberLimit: 1 },
  ],
};

describe('memberships: setup, join from the wallet, cancel', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  async function expectLedgerOk(): Promise<void> {
    const report = await verifyLedger(db(), [...ALL_LEDGER_CHECKS, ...MEMBERSHIP_LEDGER_CHECKS]);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  }

  async function creatorWith(
    setup: object = TWO_TIERS,
    creator?: MoneyUser,
  ): Promise<{ creator: MoneyUser; username: string; setup: MembershipSetup }> {
    const user = creator ?? (await moneyUser(context.app));
    const username = `creator${randomUUID().slice(0, 8)}`;
    await db().updateTable('users').set({ username }).where('id', '=', user.userId).execute();
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/me/membership',
      headers: { cookie: user.client.cookie, origin: 'http://localhost:3000' },
      payload: setup,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { creator: user, username, setup: saved.json<MembershipSetup>() };
  }

  const join = (member: MoneyUser, tierId: string, key: string | null = newKey()) =>
    call(member, context.app, 'POST', '/api/memberships', { body: { tierId }, key });

  it('validates the setup: five tiers at most, a positive price, a tier to turn it on', async () => {
    const user = await moneyUser(context.app);
    const put = (payload: object) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/me/membership',
        headers: { cookie: user.client.cookie, origin: 'http://localhost:3000' },
        payload,
      });
    const tier = { title: 'T', description: '', price: 500, memberLimit: null };
    const six = await put({ enabled: true, welcomeNote: '', tiers: Array.from({ length: 6 }, () => tier) });
    expect(six.statusCode).toBe(400);
    expect(six.body).toContain('at most 5 tiers');
    const free = await put({ enabled: true, welcomeNote: '', tiers: [{ ...tier, price: 0 }] });
    expect(free.statusCode).toBe(400);
    const empty = await put({ enabled: true, welcomeNote: '', tiers: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ error: { message: string } }>().error.message).toContain('at least one tier');
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: '/api/me/membership',
      payload: { enabled: false, welcomeNote: '', tiers: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the tiers publicly; edits keep ids, a removed tier is archived, a new price applies to the next charge', async () => {
    const { creator, username, setup } = await creatorWith();
    expect(setup.tiers.map((t) => [t.title, t.price])).toEqual([
      ['Supporter', 500],
      ['Insider', 1500],
    ]);
    const visitor = await context.app.inject({ method: 'GET', url: `/api/creators/${username}/membership` });
    const shown = visitor.json<PublicMembership & { welcomeNote?: string }>();
    expect(shown.enabled).toBe(true);
    expect(shown.tiers).toHaveLength(2);
    expect(shown.welcomeNote).toBeUndefined();

    const [supporter] = setup.tiers;
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 2000);
    expect((await join(member, supporter!.id)).statusCode).toBe(201);

    const edited = await context.app.inject({
      method: 'PUT',
      url: '/api/me/membership',
      headers: { cookie: creator.client.cookie, origin: 'http://localhost:3000' },
      payload: { ...TWO_TIERS, tiers: [{ ...TWO_TIERS.tiers[0], id: supporter!.id, price: 700 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<MembershipSetup>();
    expect(after.tiers).toEqual([expect.objectContaining({ id: supporter!.id, price: 700, memberCount: 1 })]);
    // The member paid 5.00 for this month; the new price is for the next one.
    const mine = await call(member, context.app, 'GET', '/api/me/memberships');
    expect(mine.json<{ memberships: Membership[] }>().memberships[0]).toMatchObject({ price: 500, status: 'active' });
    await expectLedgerOk();
  });

  it('joining moves the price from the member’s wallet: the creator gets it less 5 %, revenue the fee', async () => {
    const { creator, setup } = await creatorWith();
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 2000);
    const answer = await join(member, setup.tiers[1]!.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const membership = answer.json<Membership>();
    expect(membership).toMatchObject({
      status: 'active',
      price: 1500,
      cancelAtPeriodEnd: false,
      welcomeNote: 'Thanks for being here!',
    });
    const days = (Date.parse(membership.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(membership.nextChargeAt).toBe(membership.currentPeriodEnd);

    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(500);
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(1425);
    const charge = await db()
      .selectFrom('membershipCharges')
      .selectAll()
      .where('membershipId', '=', membership.id)
      .executeTakeFirstOrThrow();
    expect([Number(charge.amount), Number(charge.fee), Number(charge.feePercent), charge.feeRule]).toEqual([
      1500,
      75,
      5,
      'standard',
    ]);
    await expectLedgerOk();

    // The tier holds one member: the next joiner is refused, and nothing moves.
    const second = await moneyUser(context.app);
    await fundWallet(db(), second.userId, 2000);
    const full = await join(second, setup.tiers[1]!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json<{ error: { message: string } }>().error.message).toBe('This tier is full.');
    expect(await accountBalance(db(), 'user_wallet', second.userId)).toBe(2000);
  });

  it('a Pro creator pays the Pro fee on membership money', async () => {
    const pro = await walletSubscriber(context.app, 1000);
    const { setup } = await creatorWith(TWO_TIERS, pro);
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 1000);
    const answer = await join(member, setup.tiers[0]!.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const charge = await db()
      .selectFrom('membershipCharges')
      .selectAll()
      .where('memberId', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect([Number(charge.fee), Number(charge.feePercent), charge.feeRule]).toEqual([15, 3, 'pro']);
    await expectLedgerOk();
  });

  it('refuses a short wallet with "Top up your wallet", one’s own membership, a second one, and an unknown tier', async () => {
    const { creator, setup } = await creatorWith();
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 400);
    const short = await join(member, setup.tiers[0]!.id);
    expect(short.statusCode).toBe(422);
    expect(short.json<{ error: { message: string } }>().error.message).toMatch(/^Top up your wallet to join/);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(400);

    await fundWallet(db(), creator.userId, 1000);
    expect((await join(creator, setup.tiers[0]!.id)).statusCode).toBe(422);

    await fundWallet(db(), member.userId, 2000);
    expect((await join(member, setup.tiers[0]!.id)).statusCode).toBe(201);
    const again = await join(member, setup.tiers[1]!.id);
    expect(again.statusCode).toBe(409);
    expect((await join(member, randomUUID())).statusCode).toBe(404);
    expect((await join(member, 'not-a-tier')).statusCode).toBe(404);
    expect((await join(member, setup.tiers[0]!.id, null)).statusCode).toBe(400);
    await expectLedgerOk();
  });

  it('two joins at once, same key or different keys: one membership, one charge', async () => {
    const { setup } = await creatorWith();
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 5000);
    const key = newKey();
    const sameKey = await Promise.all([join(member, setup.tiers[0]!.id, key), join(member, setup.tiers[0]!.id, key)]);
    expect(sameKey.every((a) => a.statusCode < 500)).toBe(true);
    expect(sameKey.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);

    const other = await moneyUser(context.app);
    await fundWallet(db(), other.userId, 5000);
    const differentKeys = await Promise.all([
      join(other, setup.tiers[0]!.id),
      join(other, setup.tiers[0]!.id),
      join(other, setup.tiers[1]!.id),
    ]);
    expect(differentKeys.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);

    for (const user of [member, other]) {
      const rows = await db().selectFrom('memberships').select('id').where('memberId', '=', user.userId).execute();
      expect(rows).toHaveLength(1);
      const charges = await db().selectFrom('membershipCharges').select('id').where('memberId', '=', user.userId).execute();
      expect(charges).toHaveLength(1);
    }
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(4500);
    await expectLedgerOk();
  });

  it('cancel keeps the membership until the month ends, refunds nothing and stops the renewal', async () => {
    const { setup } = await creatorWith();
    const member = await moneyUser(context.app);
    await fundWallet(db(), member.userId, 500);
    const joined = (await join(member, setup.tiers[0]!.id)).json<Membership>();
    const stranger = await moneyUser(context.app);
    expect((await call(stranger, context.app, 'POST', `/api/memberships/${joined.id}/cancel`)).statusCode).toBe(404);

    const canceled = await call(member, context.app, 'POST', `/api/memberships/${joined.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<Membership>()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
      currentPeriodEnd: joined.currentPeriodEnd,
    });
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);
    expect((await call(member, context.app, 'POST', `/api/memberships/${joined.id}/cancel`)).statusCode).toBe(200);

    // Once the paid month is over it has ended, and the member may join again.
    await db()
      .updateTable('memberships')
      .set({ currentPeriodStart: new Date(Date.now() - 40 * 86_400_000), currentPeriodEnd: new Date(Date.now() - 1000) })
      .where('id', '=', joined.id)
      .execute();
    await db()
      .updateTable('membershipCharges')
      .set({ periodStart: new Date(Date.now() - 40 * 86_400_000), periodEnd: new Date(Date.now() - 1000) })
      .where('membershipId', '=', joined.id)
      .execute();
    const list = (await call(member, context.app, 'GET', '/api/me/memberships')).json<{ memberships: Membership[] }>();
    expect(list.memberships[0]).toMatchObject({ id: joined.id, status: 'canceled' });
    await fundWallet(db(), member.userId, 500);
    expect((await join(member, setup.tiers[0]!.id)).statusCode).toBe(201);
    await expectLedgerOk();
  });
});
