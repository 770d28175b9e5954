import type { MembershipSetup } from '@crowdspark/shared/contracts/memberships';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/calendar-months.js';
import {
  expectLedgerWithMembershipsOk,
  memberEvents,
  membershipCharges,
  membershipRow,
  runRenewalsOf,
  walletMembership,
} from '../../factories/memberships.js';
import { accountBalance, call, type MoneyUser } from '../../factories/money.js';
import { latestMail } from '../../helpers/outbox.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const DAY = 24 * 3600_000;
const ORIGIN = 'http://localhost:3000';

/**
 * A tier's new price (decision 0080): its members are told (notice and mail: old price, new price,
 * the first renewal that charges it); a rise applies from each member's first renewal at least 7
 * days after the change, a cut from the next renewal.
 */
describe('membership price change notice', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const app = () => context.app;
  const db = () => context.database.db;

  async function setPrice(creator: MoneyUser, setup: MembershipSetup, price: number) {
    const tier = setup.tiers[0];
    if (!tier) throw new Error('no tier');
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/me/membership',
      headers: { cookie: creator.client.cookie, origin: ORIGIN },
      payload: { enabled: true, welcomeNote: '', tiers: [{ ...tier, price }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return tier.id;
  }
  /** As if the price had changed `daysBefore` days before the membership's current period ends. */
  const backdateChange = (tierId: string, periodEnd: Date, daysBefore: number) =>
    db()
      .updateTable('membershipTiers')
      .set({ priceChangedAt: new Date(periodEnd.getTime() - daysBefore * DAY) })
      .where('id', '=', tierId)
      .execute();

  it('tells each member the old and new price and the first renewal that charges it, by notice and mail', async () => {
    const { creator, member, setup, membership } = await walletMembership(app(), 500, 500);
    const tierId = await setPrice(creator, setup, 700);
    const [event] = await db()
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'membership.tier_price_changed')
      .execute();
    expect(event?.payload).toMatchObject({ tierId, creatorId: creator.userId, oldPrice: 500, newPrice: 700 });
    await app().events.dispatchPending();
    // The member's next renewal is a month away, more than 7 days: that one charges the new price.
    const renewalDay = membership.currentPeriodEnd.slice(0, 10);
    const inbox = (await call(member, app(), 'GET', '/api/notifications')).json<{ items: { kind: string; text: string }[] }>();
    const notice = inbox.items.find((i) => i.kind === 'membership_notice')?.text ?? '';
    expect(notice).toMatch(
      new RegExp(`tier changes from 5\\.00 .*to 7\\.00 .*a month, charged from your renewal on ${renewalDay}$`),
    );
    const { email } = await db().selectFrom('users').select('email').where('id', '=', member.userId).executeTakeFirstOrThrow();
    const mail = await latestMail(db(), email, 'membership-price-change');
    expect(mail.text).toContain(`charged from your renewal on ${renewalDay}`);
    expect(mail.text).toMatch(/Renewals before then are charged 5\.00/);
    // Saving the same price again tells nobody.
    await setPrice(creator, setup, 700);
    expect(
      await db().selectFrom('events').select('id').where('type', '=', 'membership.tier_price_changed').execute(),
    ).toHaveLength(1);
  });

  it('a renewal within 7 days of a rise charges the old price; the one after, the new price; the ledger holds', async () => {
    const { creator, member, setup, membership } = await walletMembership(app(), 500, 2000);
    const tierId = await setPrice(creator, setup, 700);
    const end = new Date(membership.currentPeriodEnd);
    await backdateChange(tierId, end, 3);
    await runRenewalsOf(app(), membership.id);
    expect(Number((await membershipRow(app(), membership.id)).price)).toBe(500);
    // The next renewal, a month on, is well past the notice.
    await runRenewalsOf(app(), membership.id);
    expect((await membershipCharges(app(), membership.id)).map((c) => Number(c.amount))).toEqual([500, 500, 700]);
    const row = await membershipRow(app(), membership.id);
    expect(row).toMatchObject({ price: '700', currentPeriodEnd: addMonths(addMonths(end, 1), 1) });
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(2000 - 500 - 500 - 700);
    expect(await memberEvents(app(), 'membership.renewed', member.userId)).toMatchObject([{ amount: 500 }, { amount: 700 }]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a renewal exactly 7 days after a rise charges the new price; a cut applies at the next renewal at once', async () => {
    const raised = await walletMembership(app(), 500, 2000);
    const raisedTier = await setPrice(raised.creator, raised.setup, 900);
    await backdateChange(raisedTier, new Date(raised.membership.currentPeriodEnd), 7);
    await runRenewalsOf(app(), raised.membership.id);
    expect((await membershipCharges(app(), raised.membership.id)).map((c) => Number(c.amount))).toEqual([500, 900]);

    const cut = await walletMembership(app(), 500, 2000);
    const cutTier = await setPrice(cut.creator, cut.setup, 300);
    await backdateChange(cutTier, new Date(cut.membership.currentPeriodEnd), 1);
    await runRenewalsOf(app(), cut.membership.id);
    expect((await membershipCharges(app(), cut.membership.id)).map((c) => Number(c.amount))).toEqual([500, 300]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a second rise within the notice keeps members on the price they pay until the second notice has run', async () => {
    const { creator, setup, membership, member } = await walletMembership(app(), 500, 3000);
    const tierId = await setPrice(creator, setup, 700);
    await setPrice(creator, setup, 800);
    const tier = await db().selectFrom('membershipTiers').selectAll().where('id', '=', tierId).executeTakeFirstOrThrow();
    expect(Number(tier.previousPrice)).toBe(500);
    // Only the later change's notice is sent: the first one was replaced before its handler ran.
    await app().events.dispatchPending();
    const inbox = (await call(member, app(), 'GET', '/api/notifications')).json<{ items: { kind: string; text: string }[] }>();
    expect(inbox.items.filter((i) => i.kind === 'membership_notice').map((i) => i.text)).toEqual([
      expect.stringMatching(/from 5\.00 .*to 8\.00 /),
    ]);
    await backdateChange(tierId, new Date(membership.currentPeriodEnd), 2);
    await runRenewalsOf(app(), membership.id);
    await runRenewalsOf(app(), membership.id);
    expect((await membershipCharges(app(), membership.id)).map((c) => Number(c.amount))).toEqual([500, 500, 800]);
    await expectLedgerWithMembershipsOk(app());
  });
});
