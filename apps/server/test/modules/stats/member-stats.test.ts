import { randomUUID } from 'node:crypto';
import type { MembershipSetup, PublicMembership } from '@crowdspark/shared/contracts/memberships';
import type { MemberStatsAnswer } from '@crowdspark/shared/contracts/stats';
import { describe, expect, it } from 'vitest';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * The members section of /stats (docs/product-rules.md#creator-stats): figures computed from the
 * membership tables when read. The test builds a history (joins moved into the past, a member who
 * canceled, one ended unpaid) and checks every day against counts it makes itself from the rows.
 */
const DAY_MS = 86_400_000;
const SETUP = {
  enabled: true,
  welcomeNote: '',
  tiers: [
    { title: 'Supporter', description: '', price: 500, memberLimit: null },
    { title: 'Patron', description: '', price: 1500, memberLimit: null },
  ],
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number, hour = 12) => new Date(Date.parse(`${today()}T00:00:00.000Z`) - days * DAY_MS + hour * 3_600_000);

describe('membership stats', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  const put = (user: MoneyUser, payload: object) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/me/membership',
      headers: { cookie: user.client.cookie, origin: 'http://localhost:3000' },
      payload,
    });

  async function creatorWithMembership(): Promise<{ creator: MoneyUser; username: string; setup: MembershipSetup }> {
    const creator = await moneyUser(context.app);
    const username = `creator${randomUUID().slice(0, 8)}`;
    await db().updateTable('users').set({ username }).where('id', '=', creator.userId).execute();
    const saved = await put(creator, SETUP);
    expect(saved.statusCode, saved.body).toBe(200);
    return { creator, username, setup: saved.json<MembershipSetup>() };
  }

  async function joinAs(tierId: string, displayName?: string): Promise<{ member: MoneyUser; membershipId: string }> {
    const member = await moneyUser(context.app);
    if (displayName) await db().updateTable('users').set({ displayName }).where('id', '=', member.userId).execute();
    await fundWallet(db(), member.userId, 5_000);
    const joined = await call(member, context.app, 'POST', '/api/memberships', { body: { tierId }, key: newKey() });
    expect(joined.statusCode, joined.body).toBe(201);
    return { member, membershipId: joined.json<{ id: string }>().id };
  }

  /** Members, MRR, joins and cancellations per day, counted here from the rows (the rule in product-rules). */
  async function expectedDays(creatorId: string, from: string, to: string) {
    const rows = await db().selectFrom('memberships').selectAll().where('creatorId', '=', creatorId).execute();
    const stopped = (row: (typeof rows)[number]) => row.canceledAt ?? (row.status === 'canceled' ? row.currentPeriodEnd : null);
    const days = [];
    for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
      const end = at + DAY_MS;
      const live = rows.filter((r) => r.startedAt.getTime() < end && (stopped(r) === null || stopped(r)!.getTime() >= end));
      days.push({
        day: new Date(at).toISOString().slice(0, 10),
        members: live.length,
        mrr: live.reduce((sum, r) => sum + Number(r.price), 0),
        joins: rows.filter((r) => r.startedAt.getTime() >= at && r.startedAt.getTime() < end).length,
        cancellations: rows.filter((r) => {
          const stop = stopped(r)?.getTime();
          return stop !== undefined && stop >= at && stop < end;
        }).length,
      });
    }
    const start = Date.parse(from);
    const atStart = rows.filter((r) => r.startedAt.getTime() < start && (stopped(r) === null || stopped(r)!.getTime() >= start));
    return { days, membersAtStart: atStart.length };
  }

  it('counts members, MRR, joins, cancellations and churn per day as the rows say; the CSV lists every member', async () => {
    const { creator, setup } = await creatorWithMembership();
    const [supporter, patron] = setup.tiers;
    const steady = await joinAs(supporter!.id, 'Ada Steady');
    const leaver = await joinAs(supporter!.id, '=HYPERLINK("http://evil.example")');
    const unpaid = await joinAs(patron!.id, 'Una Paid');
    const fresh = await joinAs(patron!.id, 'Fay Fresh');
    // A history: steady joined 10 days ago; the leaver joined 5 days ago and canceled 2 days ago
    // (their paid month still runs); unpaid joined 40 days ago and ended when its renewal stayed
    // unpaid 3 days ago; fresh joined today.
    const move = (id: string, values: object) => db().updateTable('memberships').set(values).where('id', '=', id).execute();
    await move(steady.membershipId, { startedAt: daysAgo(10) });
    await move(leaver.membershipId, { startedAt: daysAgo(5), cancelAtPeriodEnd: true, canceledAt: daysAgo(2) });
    await move(unpaid.membershipId, {
      startedAt: daysAgo(40),
      currentPeriodStart: daysAgo(33),
      currentPeriodEnd: daysAgo(3),
      status: 'canceled',
    });

    const answer = await call(creator, context.app, 'GET', '/api/stats/members?range=7d');
    expect(answer.statusCode, answer.body).toBe(200);
    const stats = answer.json<MemberStatsAnswer>().members!;
    const expected = await expectedDays(creator.userId, stats.from, stats.to);
    expect(stats.to).toBe(today());
    expect(stats.days).toEqual(expected.days);
    expect(stats.currency).toBe('USD');
    expect(stats.totals).toEqual({
      members: 2,
      mrr: 2_000,
      membersAtStart: expected.membersAtStart,
      joins: 2,
      cancellations: 2,
      churn: 2 / (expected.membersAtStart + 2),
    });
    // Steady and unpaid were members when the week began.
    expect(expected.membersAtStart).toBe(2);

    // 30 days: unpaid joined before it, so it starts with two members again; churn over the month.
    const month = (await call(creator, context.app, 'GET', '/api/stats/members?range=30d')).json<MemberStatsAnswer>().members!;
    const monthExpected = await expectedDays(creator.userId, month.from, month.to);
    expect(month.days).toHaveLength(30);
    expect(month.days).toEqual(monthExpected.days);
    expect(month.totals.churn).toBeCloseTo(month.totals.cancellations / (monthExpected.membersAtStart + month.totals.joins));

    const csv = await call(creator, context.app, 'GET', '/api/stats/members/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Member","Tier","Monthly price","Currency","Status","Joined","Next charge","Ended or ends"');
    const periodEnd = async (id: string) =>
      (
        await db().selectFrom('memberships').select('currentPeriodEnd').where('id', '=', id).executeTakeFirstOrThrow()
      ).currentPeriodEnd
        .toISOString()
        .slice(0, 10);
    // Newest first; a name that looks like a formula is written as text.
    expect(lines.slice(1)).toEqual([
      `"Fay Fresh","Patron",15.00,"USD","Active","${today()}","${await periodEnd(fresh.membershipId)}",`,
      `"'=HYPERLINK(""http://evil.example"")","Supporter",5.00,"USD","Canceled (paid month running)","${dayOf(daysAgo(5))}",,"${await periodEnd(leaver.membershipId)}"`,
      `"Ada Steady","Supporter",5.00,"USD","Active","${dayOf(daysAgo(10))}","${await periodEnd(steady.membershipId)}",`,
      `"Una Paid","Patron",15.00,"USD","Ended","${dayOf(daysAgo(40))}",,"${dayOf(daysAgo(3))}"`,
    ]);
  });

  it('is the reader’s own: without a membership none (the CSV 404), signed out 401, longer ranges are Pro', async () => {
    await creatorWithMembership();
    const stranger = await moneyUser(context.app);
    const mine = await call(stranger, context.app, 'GET', '/api/stats/members?range=7d');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MemberStatsAnswer>()).toEqual({ members: null });
    expect((await call(stranger, context.app, 'GET', '/api/stats/members/export.csv')).statusCode).toBe(404);
    // No way to name another creator: an extra parameter is refused, not obeyed.
    expect((await call(stranger, context.app, 'GET', '/api/stats/members?range=7d&creatorId=x')).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/stats/members' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/stats/members/export.csv' })).statusCode).toBe(401);

    const { creator } = await creatorWithMembership();
    const pro = await call(creator, context.app, 'GET', '/api/stats/members?range=90d');
    expect(pro.statusCode).toBe(403);
    expect((await call(creator, context.app, 'GET', '/api/stats/members?range=all')).statusCode).toBe(403);
    const none = (await call(creator, context.app, 'GET', '/api/stats/members')).json<MemberStatsAnswer>().members!;
    expect(none.totals).toEqual({ members: 0, mrr: 0, membersAtStart: 0, joins: 0, cancellations: 0, churn: null });
    expect(none.days).toHaveLength(30);
  });

  it('shows "N members" on the profile only when the creator allows it', async () => {
    const { creator, username, setup } = await creatorWithMembership();
    await joinAs(setup.tiers[0]!.id);
    const canceled = await joinAs(setup.tiers[1]!.id);
    const ended = await joinAs(setup.tiers[1]!.id);
    expect(
      (await call(canceled.member, context.app, 'POST', `/api/memberships/${canceled.membershipId}/cancel`)).statusCode,
    ).toBe(200);
    await db().updateTable('memberships').set({ status: 'canceled' }).where('id', '=', ended.membershipId).execute();
    const profile = async () =>
      (await context.app.inject({ method: 'GET', url: `/api/creators/${username}/membership` })).json<PublicMembership>();
    expect((await profile()).memberCount).toBeNull();
    expect(setup.showMemberCount).toBe(false);

    const shown = await put(creator, { ...SETUP, tiers: setup.tiers, showMemberCount: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<MembershipSetup>()).toMatchObject({ showMemberCount: true, memberCount: 2 });
    // Members with access now: the one who canceled keeps their paid month; the ended one is gone.
    expect((await profile()).memberCount).toBe(2);
    // A save without the field leaves the choice as it is; turned off, the count is gone again.
    expect((await put(creator, { ...SETUP, tiers: setup.tiers })).json<MembershipSetup>().showMemberCount).toBe(true);
    await put(creator, { ...SETUP, tiers: setup.tiers, showMemberCount: false });
    expect((await profile()).memberCount).toBeNull();
    // A membership turned off shows no count either.
    await put(creator, { ...SETUP, enabled: false, tiers: setup.tiers, showMemberCount: true });
    expect((await profile()).memberCount).toBeNull();
  });
});
