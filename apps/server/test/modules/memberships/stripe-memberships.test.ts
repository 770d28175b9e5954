import type { Membership, MembershipCheckoutResponse } from '@crowdspark/shared/contracts/memberships';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_RENEWAL_JOB } from '../../../src/modules/memberships/renewal-schedule.js';
import {
  expectLedgerWithMembershipsOk,
  memberEvents,
  membershipCharges,
  membershipCreator,
  membershipRow,
} from '../../factories/memberships.js';
import { accountBalance, call, moneyUser, newKey } from '../../factories/money.js';
import type { FakeStripe } from '../../helpers/fake-stripe.js';
import { invoiceObject } from '../../helpers/fake-stripe-subscriptions.js';
import { useFakeStripeApp, webhookOutcome } from '../../helpers/use-fake-stripe-app.js';

const SECRET = 'whsec_crowdspark_billing_test';
const PRICE = 500;

/**
 * With Stripe a membership joined by card is a Stripe Subscription (decision 0082), against the
 * local stand-in for api.stripe.com (test/helpers/fake-stripe.ts) with webhooks signed by the SDK:
 * Checkout in mode subscription at the tier's price, each paid invoice a month charged once, a
 * failed one past due, the subscription's end the membership's, cancel at Stripe first.
 */
// Each test joins through a whole checkout first: a waiting budget for a busy machine, not a speed claim.
describe('memberships billed by Stripe (a local stand-in for api.stripe.com)', { timeout: 60_000 }, () => {
  const context = useFakeStripeApp(SECRET);
  let fake: FakeStripe;
  beforeAll(() => {
    fake = context.fake;
  });
  const app = () => context.app;
  const db = () => context.database.db;
  const deliver = context.deliver;
  const outcomeOf = webhookOutcome;
  const callsTo = (method: string, path: string) => fake.calls.filter((c) => c.method === method && c.path === path);

  /** Joins the PRICE tier by card: Checkout in mode subscription, paid at the fake Stripe, its completion delivered. */
  async function stripeMember() {
    const { creator, setup } = await membershipCreator(app(), [PRICE, 1500]);
    const member = await moneyUser(app());
    const tierId = setup.tiers[0]!.id;
    const started = await call(member, app(), 'POST', '/api/memberships/checkout', { body: { tierId }, key: newKey() });
    expect(started.statusCode, started.body).toBe(201);
    const { checkoutUrl, paymentId } = started.json<MembershipCheckoutResponse>();
    const session = fake.paySubscriptionSession(checkoutUrl.split('/').at(-1) ?? '');
    expect(outcomeOf(await deliver('checkout.session.completed', session))).toBe('credited');
    const subscription = fake.subscriptions.get(session.subscription as string)!;
    const list = (await call(member, app(), 'GET', '/api/me/memberships')).json<{ memberships: Membership[] }>();
    const membership = list.memberships[0];
    if (!membership) throw new Error('the subscription checkout did not join');
    return { creator, member, tierId, paymentId, subscription, membership };
  }

  it('joins by a Checkout Session in mode subscription at the tier’s price; Stripe bills it, our job does not', async () => {
    const { creator, member, tierId, paymentId, subscription, membership } = await stripeMember();
    const [create] = callsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(create!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': String(PRICE),
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      client_reference_id: paymentId,
      'subscription_data[metadata][purpose]': 'membership',
      'subscription_data[metadata][memberId]': member.userId,
      'subscription_data[metadata][membershipTierId]': tierId,
      'subscription_data[metadata][creatorId]': creator.userId,
    });
    expect(membership).toMatchObject({ status: 'active', price: PRICE });
    expect(await membershipRow(app(), membership.id)).toMatchObject({
      billing: 'provider',
      providerSubscriptionId: subscription.id,
    });
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(475);
    // The renewal job at the period's end leaves it to Stripe: nothing charged, still active.
    await db()
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', 'like', `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:%`)
      .execute();
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect(await membershipCharges(app(), membership.id)).toHaveLength(1);
    // The first invoice was paid inside the Checkout: acknowledged, never credited again.
    const first = invoiceObject(subscription, {
      amount: PRICE,
      periodStart: subscription.current_period_start,
      periodEnd: subscription.current_period_end,
      billingReason: 'subscription_create',
    });
    expect(outcomeOf(await deliver('invoice.paid', first))).toBe('ignored_event_type');
    expect(await membershipCharges(app(), membership.id)).toHaveLength(1);
    await expectLedgerWithMembershipsOk(app());
  });

  it('records each paid invoice once: card → wallet → creator for Stripe’s period', async () => {
    const { creator, member, subscription, membership } = await stripeMember();
    const { start, end } = fake.advancePeriod(subscription.id);
    const invoice = invoiceObject(subscription, { amount: PRICE, periodStart: start, periodEnd: end });
    expect(outcomeOf(await deliver('invoice.paid', invoice, { id: 'evt_membership_invoice_once' }))).toBe('credited');
    expect(outcomeOf(await deliver('invoice.paid', invoice, { id: 'evt_membership_invoice_once' }))).toBe('duplicate');
    expect(outcomeOf(await deliver('invoice.paid', invoice))).toBe('already_succeeded');
    const charges = await membershipCharges(app(), membership.id);
    expect(charges.map((c) => c.source)).toEqual([
      expect.stringMatching(/^payment:/),
      `provider-invoice:${invoice.id as string}`,
    ]);
    const row = await membershipRow(app(), membership.id);
    expect(row).toMatchObject({ status: 'active' });
    expect(row.currentPeriodEnd.toISOString()).toBe(new Date(end * 1000).toISOString());
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(475 * 2);
    expect(await memberEvents(app(), 'membership.renewed', member.userId)).toMatchObject([{ paidWith: 'card', amount: PRICE }]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a failed invoice makes it past due with the declined-card notice; Stripe’s end ends it', async () => {
    const { member, subscription, membership } = await stripeMember();
    const { start, end } = fake.advancePeriod(subscription.id);
    const invoice = invoiceObject(subscription, { amount: PRICE, periodStart: start, periodEnd: end });
    expect(outcomeOf(await deliver('invoice.payment_failed', invoice))).toBe('subscription_past_due');
    expect(await membershipRow(app(), membership.id)).toMatchObject({ status: 'past_due', unpaidTries: 1 });
    expect(await memberEvents(app(), 'membership.renewal_failed', member.userId)).toMatchObject([{ reason: 'card_declined' }]);
    expect(outcomeOf(await deliver('customer.subscription.deleted', { ...subscription, status: 'canceled' }))).toBe(
      'subscription_ended',
    );
    expect((await membershipRow(app(), membership.id)).status).toBe('canceled');
    expect(await memberEvents(app(), 'membership.ended', member.userId)).toMatchObject([{ reason: 'unpaid' }]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('cancel sets cancel_at_period_end at Stripe first; its webhook then changes nothing', async () => {
    const { member, subscription, membership } = await stripeMember();
    const canceled = await call(member, app(), 'POST', `/api/memberships/${membership.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<Membership>()).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    expect(callsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(outcomeOf(await deliver('customer.subscription.updated', { ...subscription }))).toBe('subscription_unchanged');
    // Stripe unreachable: 503 and nothing changes (another member's membership).
    const other = await stripeMember();
    fake.failing = true;
    try {
      const refused = await call(other.member, app(), 'POST', `/api/memberships/${other.membership.id}/cancel`);
      expect(refused.statusCode).toBe(503);
    } finally {
      fake.failing = false;
    }
    expect((await membershipRow(app(), other.membership.id)).cancelAtPeriodEnd).toBe(false);
  });
});
