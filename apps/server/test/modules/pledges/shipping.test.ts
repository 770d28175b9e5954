import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database, TierShipping } from '../../../src/db/schema.js';
import { scheduleCampaignEnd } from '../../../src/modules/campaigns/service.js';
import { addRewardTier, createLiveCampaign } from '../../factories/campaigns.js';
import {
  balanceOf,
  call,
  escrowOf,
  expectLedgerConsistent,
  fundWallet,
  moneyUser,
  newKey,
  submitCheckout,
} from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { ORIGIN, PASSWORD } from '../../helpers/auth.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const SHIPPING: TierShipping = {
  rates: [
    { country: 'US', cost: 500 },
    { country: 'CA', cost: 900 },
  ],
  restOfWorld: 1500,
};

const ADDRESS = {
  name: 'Ada Backer',
  line1: '1 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

/** The shipping tests' reward: "The book" at 20.00 unless said otherwise. */
const addTier = (db: Kysely<Database>, campaignId: string, shipping: TierShipping | null, minimumPledge = 2000) =>
  addRewardTier(db, campaignId, { minimumPledge, shipping, title: 'The book' });

async function addAddOn(db: Kysely<Database>, campaignId: string, price: number, quantity: number | null): Promise<string> {
  const id = `addon_${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('campaignAddOns')
    .values({ id, campaignId, position: 0, title: 'Tote bag', description: 'Canvas', price, quantity })
    .execute();
  return id;
}

type PledgeBody = { pledge: { id: string; amount: number; breakdown: Record<string, number>; shipTo: string | null } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('pledges with shipping and add-ons', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  const pledge = (user: MoneyUser, campaignId: string, body: unknown, key: string = newKey()) =>
    call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, { body, key });
  const send = (user: MoneyUser, method: 'PATCH' | 'PUT' | 'GET', url: string, body?: unknown, key?: string) =>
    context.app.inject({
      method,
      url,
      headers: { cookie: user.client.cookie, origin: ORIGIN, ...(key ? { 'idempotency-key': key } : {}) },
      remoteAddress: freshClientIp(),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  async function backer(amount = 100_000) {
    const user = await moneyUser(context.app);
    await fundWallet(db(), user.userId, amount);
    return user;
  }

  it('charges reward + shipping to the country + add-ons as one ledger transaction', async () => {
    const campaign = await createLiveCampaign(db());
    const tier = await addTier(db(), campaign.id, SHIPPING);
    const tote = await addAddOn(db(), campaign.id, 1200, null);
    const user = await backer(50_000);

    const res = await pledge(user, campaign.id, {
      tierId: tier,
      amount: 2500,
      shippingAddress: { ...ADDRESS, country: 'ca' },
      addOns: [{ addOnId: tote, quantity: 2 }],
      expectedTotal: 2500 + 900 + 2400,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<PledgeBody>();
    expect(body.pledge).toMatchObject({
      amount: 5800,
      shipTo: 'CA',
      breakdown: { reward: 2500, shipping: 900, addOns: 2400, total: 5800 },
      addOns: [{ addOnId: tote, quantity: 2, unitPrice: 1200 }],
    });
    expect(await balanceOf(context.app, user)).toBe(50_000 - 5800);
    expect(await escrowOf(db(), campaign.id)).toBe(5800);
    const postings = await db().selectFrom('ledgerTransactions').select('id').where('pledgeId', '=', body.pledge.id).execute();
    expect(postings).toHaveLength(1);
    const raised = await db().selectFrom('campaigns').select('raised').where('id', '=', campaign.id).executeTakeFirstOrThrow();
    expect(Number(raised.raised)).toBe(5800);
    const event = await db()
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'pledge.created')
      .where(sql<boolean>`payload->>'pledgeId' = ${body.pledge.id}`)
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ amount: 5800, breakdown: { shipping: 900, addOns: 2400 } });
    expect(JSON.stringify(event.payload)).not.toContain('Main Street');
    await expectLedgerConsistent(db());
  });

  it('prices shipping by region: listed countries at their cost, the rest of the world at its own', async () => {
    const campaign = await createLiveCampaign(db());
    const tier = await addTier(db(), campaign.id, SHIPPING);
    for (const [country, shipping] of [
      ['US', 500],
      ['FR', 1500],
    ] as const) {
      const res = await pledge(await backer(), campaign.id, {
        tierId: tier,
        amount: 2000,
        shippingAddress: { ...ADDRESS, country },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<PledgeBody>().pledge.breakdown).toEqual({ reward: 2000, shipping, addOns: 0, total: 2000 + shipping });
    }
  });

  it('refuses a country the reward does not ship to, a missing or needless address, and bad input', async () => {
    const campaign = await createLiveCampaign(db());
    const usOnly = await addTier(db(), campaign.id, { rates: [{ country: 'US', cost: 500 }], restOfWorld: null });
    const digital = await addTier(db(), campaign.id, null);
    const user = await backer();

    const abroad = await pledge(user, campaign.id, {
      tierId: usOnly,
      amount: 2000,
      shippingAddress: { ...ADDRESS, country: 'DE' },
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json<ErrorBody>().error.message).toBe('This reward does not ship to Germany.');
    const missing = await pledge(user, campaign.id, { tierId: usOnly, amount: 2000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().error.fields?.shippingAddress).toBeTruthy();
    expect((await pledge(user, campaign.id, { tierId: digital, amount: 2000, shippingAddress: ADDRESS })).statusCode).toBe(400);
    expect((await pledge(user, campaign.id, { tierId: null, amount: 2000, shippingAddress: ADDRESS })).statusCode).toBe(400);

    const tote = await addAddOn(db(), campaign.id, 1000, null);
    const otherCampaign = await createLiveCampaign(db());
    const foreign = await addAddOn(db(), otherCampaign.id, 1000, null);
    for (const body of [
      { tierId: usOnly, amount: 2000, shippingAddress: { ...ADDRESS, country: 'XX' } },
      { tierId: usOnly, amount: 2000, shippingAddress: { ...ADDRESS, name: '' } },
      { tierId: usOnly, amount: 2000, shippingAddress: { ...ADDRESS, phone: 'call me' } },
      { tierId: usOnly, amount: 2000, shippingAddress: { ...ADDRESS, extra: 1 } },
      { tierId: digital, amount: 2000, addOns: [{ addOnId: tote, quantity: 0 }] },
      { tierId: digital, amount: 2000, addOns: [{ addOnId: tote, quantity: 1.5 }] },
      { tierId: digital, amount: 2000, addOns: [{ addOnId: tote, quantity: 100 }] },
      {
        tierId: digital,
        amount: 2000,
        addOns: [
          { addOnId: tote, quantity: 1 },
          { addOnId: tote, quantity: 1 },
        ],
      },
      { tierId: digital, amount: 2000, addOns: [{ addOnId: foreign, quantity: 1 }] },
      { tierId: null, amount: 2000, addOns: [{ addOnId: tote, quantity: 1 }] },
    ]) {
      const res = await pledge(user, campaign.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ErrorBody>().error.message.length).toBeGreaterThan(5);
    }
    const stale = await pledge(user, campaign.id, {
      tierId: digital,
      amount: 2000,
      addOns: [{ addOnId: tote, quantity: 1 }],
      expectedTotal: 2500,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.message).toContain('30.00');
    expect(await balanceOf(context.app, user)).toBe(100_000);
  });

  it('never oversells a limited add-on, however many pledge at once', async () => {
    const campaign = await createLiveCampaign(db());
    const tier = await addTier(db(), campaign.id, null, 1000);
    const pin = await addAddOn(db(), campaign.id, 300, 5);
    const backers = await Promise.all(Array.from({ length: 6 }, () => backer(20_000)));
    const results = await Promise.all(
      backers.map((user) => pledge(user, campaign.id, { tierId: tier, amount: 1000, addOns: [{ addOnId: pin, quantity: 2 }] })),
    );
    const created = results.filter((res) => res.statusCode === 201);
    const refused = results.filter((res) => res.statusCode === 409);
    expect(created).toHaveLength(2);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json<ErrorBody>().error.message).toContain('Not enough of “Tote bag” is left');
    const row = await db().selectFrom('campaignAddOns').select('claimed').where('id', '=', pin).executeTakeFirstOrThrow();
    expect(row.claimed).toBe(4);
    // The last one left fits exactly, for one of those refused (whichever lost the race).
    const refusedBacker = backers[results.findIndex((res) => res.statusCode === 409)] as MoneyUser;
    const last = await pledge(refusedBacker, campaign.id, {
      tierId: tier,
      amount: 1000,
      addOns: [{ addOnId: pin, quantity: 1 }],
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(await escrowOf(db(), campaign.id)).toBe(2 * 1600 + 1300);
    await expectLedgerConsistent(db());
  });

  it('backs by card for the missing part of the total, with the address and add-ons the checkout carried', async () => {
    const campaign = await createLiveCampaign(db());
    const tier = await addTier(db(), campaign.id, SHIPPING);
    const tote = await addAddOn(db(), campaign.id, 1000, 5);
    const user = await backer(1000);
    const intent = {
      campaignId: campaign.id,
      tierId: tier,
      amount: 2000,
      shippingAddress: ADDRESS,
      addOns: [{ addOnId: tote, quantity: 1 }],
      expectedTotal: 3500,
    };
    const tooMuch = await call(user, context.app, 'POST', '/api/pledges/checkout', {
      body: { amount: 3600, pledge: intent },
      key: newKey(),
    });
    expect(tooMuch.statusCode, 'never more than the total by card').toBe(400);
    const abroad = await call(user, context.app, 'POST', '/api/pledges/checkout', {
      body: { amount: 2500, pledge: { ...intent, shippingAddress: { ...ADDRESS, country: 'ZZ' } } },
      key: newKey(),
    });
    expect(abroad.statusCode).toBe(400);

    const started = await call(user, context.app, 'POST', '/api/pledges/checkout', {
      body: { amount: 2500, pledge: intent },
      key: newKey(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const { checkoutUrl } = started.json<{ checkoutUrl: string }>();
    expect((await submitCheckout(context.app, checkoutUrl, 'pay')).statusCode).toBe(303);
    const mine = await call(user, context.app, 'GET', `/api/campaigns/${campaign.id}/pledges/mine`);
    expect(mine.json()).toMatchObject({
      pledge: { amount: 3500, shipTo: 'US', breakdown: { reward: 2000, shipping: 500, addOns: 1000, total: 3500 } },
    });
    expect(await balanceOf(context.app, user)).toBe(0);
    const id = mine.json<{ pledge: { id: string } }>().pledge.id;
    expect((await send(user, 'GET', `/api/pledges/${id}/address`)).json()).toMatchObject({ address: { line1: '1 Main Street' } });
    await expectLedgerConsistent(db());
  });

  it('recomputes the total when the pledge changes, and a cancel returns all of it and frees the add-ons', async () => {
    const campaign = await createLiveCampaign(db());
    const tier = await addTier(db(), campaign.id, SHIPPING);
    const tote = await addAddOn(db(), campaign.id, 1000, 3);
    const user = await backer(50_000);
    const created = await pledge(user, campaign.id, { tierId: tier, amount: 2000, shippingAddress: ADDRESS });
    const id = created.json<PledgeBody>().pledge.id;

    const changed = await send(
      user,
      'PATCH',
      `/api/pledges/${id}`,
      { tierId: tier, amount: 2000, shippingAddress: { ...ADDRESS, country: 'JP' }, addOns: [{ addOnId: tote, quantity: 3 }] },
      newKey(),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<PledgeBody>().pledge.breakdown).toEqual({ reward: 2000, shipping: 1500, addOns: 3000, total: 6500 });
    expect(await balanceOf(context.app, user)).toBe(50_000 - 6500);
    expect(await escrowOf(db(), campaign.id)).toBe(6500);
    const address = await send(user, 'GET', `/api/pledges/${id}/address`);
    expect(address.json()).toMatchObject({ address: { country: 'JP', line1: '1 Main Street' }, changeable: true });

    const canceled = await call(user, context.app, 'POST', `/api/pledges/${id}/cancel`, { key: newKey() });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await balanceOf(context.app, user)).toBe(50_000);
    expect(await escrowOf(db(), campaign.id)).toBe(0);
    const row = await db().selectFrom('campaignAddOns').select('claimed').where('id', '=', tote).executeTakeFirstOrThrow();
    expect(row.claimed).toBe(0);
    await expectLedgerConsistent(db());
  });

  it('lets only the backer read and change the address, in the same country, until the campaign ends', async () => {
    const owner = await moneyUser(context.app);
    const campaign = await createLiveCampaign(db(), { ownerId: owner.userId });
    const tier = await addTier(db(), campaign.id, SHIPPING);
    const user = await backer();
    const other = await backer();
    const id = (await pledge(user, campaign.id, { tierId: tier, amount: 2000, shippingAddress: ADDRESS })).json<PledgeBody>()
      .pledge.id;
    await pledge(other, campaign.id, { tierId: tier, amount: 2000, shippingAddress: { ...ADDRESS, name: 'Other' } });
    const stranger = await moneyUser(context.app);
    const admin = await moneyUser(context.app, 'admin');

    for (const reader of [stranger, other, owner, admin]) {
      expect((await send(reader, 'GET', `/api/pledges/${id}/address`)).statusCode).toBe(404);
      expect((await send(reader, 'PUT', `/api/pledges/${id}/address`, { ...ADDRESS, name: 'Mallory' })).statusCode).toBe(404);
    }
    expect((await context.app.inject({ method: 'GET', url: `/api/pledges/${id}/address` })).statusCode).toBe(401);

    const moved = await send(user, 'PUT', `/api/pledges/${id}/address`, {
      ...ADDRESS,
      line1: '2 Elm Street',
      phone: '+1 555 0100',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      address: { line1: '2 Elm Street', phone: '+1 555 0100', line2: null },
      changeable: true,
    });
    const abroad = await send(user, 'PUT', `/api/pledges/${id}/address`, { ...ADDRESS, country: 'FR' });
    expect(abroad.statusCode).toBe(422);
    expect((await send(user, 'PUT', `/api/pledges/${id}/address`, { ...ADDRESS, city: '' })).statusCode).toBe(400);
    const events = await db().selectFrom('events').select('payload').where('type', '=', 'pledge.address_changed').execute();
    expect(events.some((e) => (e.payload as { pledgeId?: string }).pledgeId === id)).toBe(true);

    await db()
      .updateTable('campaigns')
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where('id', '=', campaign.id)
      .execute();
    const late = await send(user, 'PUT', `/api/pledges/${id}/address`, { ...ADDRESS, line1: '3 Oak Street' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.message).toContain('locked');
    expect((await send(user, 'GET', `/api/pledges/${id}/address`)).json()).toMatchObject({
      address: { line1: '2 Elm Street' },
      changeable: false,
    });
  });

  it('exports addresses to the creator only after success, audited each time, and erases them with the account', async () => {
    const owner = await moneyUser(context.app);
    const campaign = await createLiveCampaign(db(), { ownerId: owner.userId, goal: 1000 });
    const tier = await addTier(db(), campaign.id, SHIPPING);
    const tote = await addAddOn(db(), campaign.id, 1000, null);
    // Exactly the total: an empty wallet lets the account be deleted at the end.
    const user = await backer(3500);
    const created = await pledge(user, campaign.id, {
      tierId: tier,
      amount: 2000,
      shippingAddress: { ...ADDRESS, name: '=HYPERLINK("x")' },
      addOns: [{ addOnId: tote, quantity: 1 }],
    });
    const id = created.json<PledgeBody>().pledge.id;
    const csvUrl = `/api/campaigns/${campaign.id}/shipping.csv`;

    const early = await send(owner, 'GET', csvUrl);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.message).toContain('succeeded');

    const past = new Date(Date.now() - 1000);
    await db().updateTable('campaigns').set({ endsAt: past }).where('id', '=', campaign.id).execute();
    await scheduleCampaignEnd(db(), context.app.jobs, campaign.id, past);
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });

    const stranger = await moneyUser(context.app);
    const admin = await moneyUser(context.app, 'admin');
    expect((await send(stranger, 'GET', csvUrl)).statusCode).toBe(403);
    expect((await send(user, 'GET', csvUrl)).statusCode).toBe(403);
    expect((await send(admin, 'GET', csvUrl)).statusCode).toBe(403);

    const csv = await send(owner, 'GET', csvUrl);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    // Ids are random and may start with "-": like any cell, such a one is exported as text ('-…).
    const idCell = /^[=+\-@]/.test(id) ? `'${id}` : id;
    expect(lines[1]).toContain(`"${idCell}","The book","1 × Tote bag","5.00","35.00","USD","'=HYPERLINK(""x"")","1 Main Street"`);
    const audit = await db()
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'backers.addresses_exported')
      .where('targetId', '=', campaign.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: owner.userId, details: { campaignId: campaign.id, rowCount: 1 } });

    // The pledge was collected, so the account may go: the address goes with it, the pledge stays.
    const deleted = await user.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await db().selectFrom('pledgeAddresses').select('pledgeId').where('pledgeId', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('pledges').select('id').where('id', '=', id).execute()).toHaveLength(1);
    await expectLedgerConsistent(db());
  });
});
