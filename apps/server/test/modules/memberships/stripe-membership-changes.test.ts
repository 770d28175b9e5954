import type { Membership, MembershipCheckoutResponse, MembershipTierChange } from '@crowdspark/shared/contracts/memberships';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectLedgerWithMembershipsOk,
  memberEvents,
  membershipCharges,
  membershipCreator,
  membershipRow,
} from '../../factories/memberships.js';
import { accountBalance, call, moneyUser, newKey } from '../../factories/money.js';
import { PASSWORD } from '../../helpers/auth.js';
import type { FakeStripe } from '../../helpers/fake-stripe.js';
import { invoiceObject } from '../../helpers/fake-stripe-subscriptions.js';
import { useFakeStripeApp, webhookOutcome } from '../../helpers/use-fake-stripe-app.js';

const SECRET = 'whsec_crowdspark_billing_test';
const DAY_MS = 24 * 3600_000;

/**
 * Changing, pausing and ending a membership Stripe bills (decision 0082), against the local
 * stand-in for api.stripe.com (test/helpers/fake-stripe.ts), which records what Stripe received:
 * Stripe is told first, outside any transaction (unreachable: 503, nothing changed), and its
 * webhooks then move the money.
 */
// Each test joins through a whole checkout first: a waiting budget for a busy machine, not a speed claim.
describe('changing a membership billed by Stripe (a local stand-in for api.stripe.com)', { timeout: 60_000 }, () => {
  const context = useFakeStripeApp(SECRET);
  let fake: FakeStripe;
  beforeAll(() => {
    fake = context.fake;
  });
  const app = () => context.app;
  const db = () => context.database.db;
  const deliver = async (type: string, object: Record<string, unknown>) => webhookOutcome(await context.deliver(type, object));
  const updatesOf = (subscriptionId: string) =>
    fake.calls.filter((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subscriptionId}`);

  /** Joins tier `index` of a [500, 1500] creator by card: Checkout in mode subscription, paid, its completion delivered. */
  async function stripeMember(index = 0, card: { declines?: boolean } = {}) {
    const { creator, setup } = await membershipCreator(app(), [500, 1500]);
    const member = await moneyUser(app());
    const [cheap, dear] = setup.tiers.map((t) => t.id) as [string, string];
    const started = await call(member, app(), 'POST', '/api/memberships/checkout', {
      body: { tierId: setup.tiers[index]!.id },
      key: newKey(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const { checkoutUrl } = started.json<MembershipCheckoutResponse>();
    const session = fake.paySubscriptionSession(checkoutUrl.split('/').at(-1) ?? '', card);
    expect(await deliver('checkout.session.completed', session)).toBe('credited');
    const subscription = fake.subscriptions.get(session.subscription as string)!;
    const list = (await call(member, app(), 'GET', '/api/me/memberships')).json<{ memberships: Membership[] }>();
    const membership = list.memberships[0];
    if (!membership) throw new Error('the subscription checkout did not join');
    expect(membership.billing).toBe('provider');
    return { creator, member, cheap, dear, subscription, membership };
  }
  type StripeMember = Awaited<ReturnType<typeof stripeMember>>;
  const tierAndPrice = async (id: string) => {
    const row = await membershipRow(app(), id);
    return { tierId: row.tierId, price: Number(row.price), nextTierId: row.nextTierId };
  };
  const changeTier = (m: StripeMember, tierId: string) =>
    call(m.member, app(), 'POST', `/api/memberships/${m.membership.id}/tier-change`, { body: { tierId }, key: newKey() });

  it('an upgrade changes Stripe’s item price with proration paid now; the tier changes, the proration pays the creator', async () => {
    const m = await stripeMember();
    const preview = await call(m.member, app(), 'GET', `/api/memberships/${m.membership.id}/tier-change?tierId=${m.dear}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const { payment } = preview.json<MembershipTierChange>();
    expect(payment?.method).toBe('provider');
    expect(payment?.label).toMatch(/^Charged by Stripe to your card/);
    const changed = await changeTier(m, m.dear);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ membership: Membership }>().membership).toMatchObject({
      tier: { id: m.dear },
      price: 1500,
      nextTier: null,
    });
    const update = updatesOf(m.subscription.id).at(-1)!;
    expect(update.params).toMatchObject({
      'items[0][id]': `si_${m.subscription.id}`,
      'items[0][price_data][unit_amount]': '1500',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(update.params['items[0][price_data][product]']).toMatch(/^prod_/);
    expect(m.subscription.price.unit_amount).toBe(1500);
    // Before Stripe's invoice.paid arrives the month's charge is still the old price: not a
    // ledger violation while the webhook is on its way.
    await expectLedgerWithMembershipsOk(app());
    // Stripe's proration invoice, paid by the card: card → wallet → creator, as the month's upgrade charge.
    const proration = fake.invoices.get(m.subscription.latest_invoice ?? '')!;
    const prorated = proration.amount_paid as number;
    expect(prorated).toBeGreaterThan(990);
    expect(await deliver('invoice.paid', proration)).toBe('credited');
    const charges = await membershipCharges(app(), m.membership.id);
    expect(charges.map((c) => [c.kind, Number(c.amount), c.source])).toEqual([
      ['period', 500, expect.stringMatching(/^payment:/)],
      ['upgrade', prorated, `provider-invoice:${proration.id as string}`],
    ]);
    expect(await accountBalance(db(), 'user_wallet', m.member.userId)).toBe(0);
    expect(await accountBalance(db(), 'user_wallet', m.creator.userId)).toBe(475 + prorated - Math.floor(prorated * 0.05));
    // Stripe's own word on the change (customer.subscription.updated) changes nothing more.
    expect(await deliver('customer.subscription.updated', { ...m.subscription })).toBe('subscription_unchanged');
    expect(await tierAndPrice(m.membership.id)).toEqual({ tierId: m.dear, price: 1500, nextTierId: null });
    await expectLedgerWithMembershipsOk(app());

    // A card Stripe declines: its update stays pending there, nothing changes here (422).
    const declined = await stripeMember(0, { declines: true });
    const refused = await changeTier(declined, declined.dear);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(declined.subscription.pending_update).not.toBeNull();
    expect(await tierAndPrice(declined.membership.id)).toEqual({ tierId: declined.cheap, price: 500, nextTierId: null });
  });

  it('a downgrade moves Stripe’s item price without proration; the next invoice applies the cheaper tier', async () => {
    const m = await stripeMember(1);
    const changed = await changeTier(m, m.cheap);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ membership: Membership }>().membership).toMatchObject({
      tier: { id: m.dear },
      nextTier: { id: m.cheap },
    });
    expect(updatesOf(m.subscription.id).at(-1)!.params).toMatchObject({
      'items[0][price_data][unit_amount]': '500',
      proration_behavior: 'none',
    });
    expect(updatesOf(m.subscription.id).at(-1)!.params.payment_behavior).toBeUndefined();
    expect(m.subscription.latest_invoice).toBeNull();
    const { start, end } = fake.advancePeriod(m.subscription.id);
    expect(
      await deliver('invoice.paid', invoiceObject(m.subscription, { amount: 500, periodStart: start, periodEnd: end })),
    ).toBe('credited');
    expect(await tierAndPrice(m.membership.id)).toEqual({ tierId: m.cheap, price: 500, nextTierId: null });
    await expectLedgerWithMembershipsOk(app());
  });

  it('Stripe unreachable: tier change, pause and resume answer 503 and nothing changes', async () => {
    const m = await stripeMember();
    const before = await membershipRow(app(), m.membership.id);
    fake.failing = true;
    try {
      expect((await changeTier(m, m.dear)).statusCode).toBe(503);
      const paused = await call(m.member, app(), 'POST', `/api/memberships/${m.membership.id}/pause`, { body: { months: 1 } });
      expect(paused.statusCode).toBe(503);
    } finally {
      fake.failing = false;
    }
    expect(await membershipRow(app(), m.membership.id)).toEqual(before);
    expect(m.subscription.price.unit_amount).toBe(500);
    expect(m.subscription.pause_collection).toBeNull();
  });

  it('pauses at Stripe (invoices voided until the end), is marked paused at the paid month’s end, and resumes now', async () => {
    const m = await stripeMember();
    const pause = (months: number) =>
      call(m.member, app(), 'POST', `/api/memberships/${m.membership.id}/pause`, { body: { months } });
    const resume = () => call(m.member, app(), 'POST', `/api/memberships/${m.membership.id}/resume`);
    // Asked for, then called off before it begins: Stripe collects as usual again.
    const asked = await pause(2);
    expect(asked.statusCode, asked.body).toBe(200);
    const until = new Date(asked.json<Membership>().pause!.until);
    expect(updatesOf(m.subscription.id).at(-1)!.params).toEqual({
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': String(Math.floor(until.getTime() / 1000) - 3600),
    });
    expect((await resume()).json<Membership>()).toMatchObject({ status: 'active', pause: null });
    expect(updatesOf(m.subscription.id).at(-1)!.params).toEqual({ pause_collection: '' });

    // The paid month is over (its end moved a month back, its charge with it): the job marks it paused.
    const row = await membershipRow(app(), m.membership.id);
    const shift = (at: Date) => new Date(at.getTime() - 31 * DAY_MS);
    await db()
      .updateTable('memberships')
      .set({ currentPeriodStart: shift(row.currentPeriodStart), currentPeriodEnd: shift(row.currentPeriodEnd) })
      .where('id', '=', m.membership.id)
      .execute();
    await db()
      .updateTable('membershipCharges')
      .set({ periodStart: shift(row.currentPeriodStart), periodEnd: shift(row.currentPeriodEnd) })
      .where('membershipId', '=', m.membership.id)
      .execute();
    expect((await pause(1)).statusCode).toBe(200);
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect(await membershipRow(app(), m.membership.id)).toMatchObject({ status: 'paused' });
    await expectLedgerWithMembershipsOk(app());

    // Resumed now: Stripe collects again from a period starting now, invoiced at once; its payment makes it active.
    const resumed = await resume();
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<Membership>()).toMatchObject({ status: 'paused' });
    expect(updatesOf(m.subscription.id).at(-1)!.params).toEqual({
      pause_collection: '',
      billing_cycle_anchor: 'now',
      proration_behavior: 'none',
    });
    // A second resume finds Stripe already charging the month: Stripe is not restarted again.
    const updates = updatesOf(m.subscription.id).length;
    expect((await resume()).json<Membership>()).toMatchObject({ status: 'paused' });
    expect(updatesOf(m.subscription.id)).toHaveLength(updates);
    const month = fake.invoices.get(m.subscription.latest_invoice ?? '')!;
    expect(month).toMatchObject({ amount_paid: 500, billing_reason: 'subscription_update' });
    expect(await deliver('invoice.paid', month)).toBe('credited');
    const after = await membershipRow(app(), m.membership.id);
    expect(after).toMatchObject({ status: 'active', pauseUntil: null });
    expect(after.currentPeriodEnd.getTime()).toBe(m.subscription.current_period_end * 1000);
    expect(await memberEvents(app(), 'membership.resumed', m.member.userId)).toMatchObject([
      { reason: 'called_off' },
      { reason: 'paid' },
    ]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('account deletion ends the member’s memberships and cancels their Subscriptions at Stripe', async () => {
    const m = await stripeMember();
    const deleted = await call(m.member, app(), 'POST', '/api/auth/delete-user', { body: { password: PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await membershipRow(app(), m.membership.id)).toMatchObject({ status: 'canceled' });
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect(fake.calls.filter((c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${m.subscription.id}`)).toHaveLength(
      1,
    );
    expect(m.subscription.status).toBe('canceled');
    await expectLedgerWithMembershipsOk(app());
  });
});
