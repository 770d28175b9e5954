import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCampaignList, LedgerTransactionList } from '@crowdspark/shared/contracts/admin';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import type { AdminReport } from '@crowdspark/shared/contracts/reports';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { auditTrail, campaignStatusEntry } from '../../helpers/audit-trail.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/** The reports queue and the campaigns page of the admin portal (docs/product-rules.md#reports, decision 0035). */
describe('admin portal: reports and campaigns', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  let admin: MoneyUser;
  let creator: MoneyUser;
  let backer: MoneyUser;

  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
    creator = await moneyUser(context.app);
    backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 50_000);
  });

  const post = (who: MoneyUser, url: string, body: unknown, key?: string) =>
    call(who, context.app, 'POST', url, { body, ...(key ? { key } : {}) });
  const get = async <T>(who: MoneyUser, url: string): Promise<T> => {
    const res = await call(who, context.app, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const report = async (who: MoneyUser, targetType: string, targetId: string) => {
    const res = await post(who, '/api/reports', { targetType, targetId, reason: 'scam' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const audit = (targetId: string) => auditTrail(context.database.db, targetId);
  const inbox = async (who: MoneyUser) => {
    await context.app.events.dispatchPending();
    return (await get<NotificationList>(who, '/api/notifications')).items;
  };

  it('resolves a report by suspending the campaign: hidden everywhere, pledges frozen, both reporters told, audited; then restores it', async () => {
    const title = `Moonshot toaster ${Date.now().toString(36)}`;
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, title });
    const pledged = await post(backer, `/api/campaigns/${campaign.id}/pledges`, { tierId: null, amount: 5_000 }, newKey());
    expect(pledged.statusCode, pledged.body).toBe(201);
    const pledgeId = pledged.json<{ pledge: { id: string } }>().pledge.id;
    const other = await moneyUser(context.app);
    const first = await report(backer, 'campaign', campaign.id);
    const second = await report(other, 'campaign', campaign.id);

    const queue = await get<{ items: AdminReport[] }>(admin, '/api/admin/reports?status=open&targetType=campaign');
    expect(queue.items.map((r) => r.id)).toEqual([second, first]);

    const assigned = await post(admin, `/api/admin/reports/${first}/assign`, { assigneeId: admin.userId });
    expect(assigned.json<AdminReport>().assignee?.id).toBe(admin.userId);
    expect((await post(admin, `/api/admin/reports/${first}/assign`, { assigneeId: backer.userId })).statusCode).toBe(400);
    expect((await post(admin, `/api/admin/reports/${first}/resolve`, { resolution: 'suspend_campaign' })).statusCode).toBe(400);

    const resolved = await post(admin, `/api/admin/reports/${first}/resolve`, {
      resolution: 'suspend_campaign',
      note: 'Fake product photos',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<AdminReport>()).toMatchObject({ status: 'resolved', resolution: 'suspend_campaign' });
    expect((await post(admin, `/api/admin/reports/${second}/resolve`, { resolution: 'no_action', note: 'x' })).statusCode).toBe(
      409,
    );

    // Hidden from discovery, listings and search at once.
    const anonymous = (url: string) => context.app.inject({ method: 'GET', url });
    expect((await anonymous(`/api/campaigns/${campaign.id}`)).statusCode).toBe(404);
    const discover = (await anonymous('/api/discover')).json<{ new: { id: string }[] }>();
    expect(discover.new.map((c) => c.id)).not.toContain(campaign.id);
    const search = (await anonymous(`/api/search?q=${encodeURIComponent(title)}`)).json<{ items: { id: string }[] }>();
    expect(search.items.map((c) => c.id)).not.toContain(campaign.id);
    // Pledges frozen: no change, no cancel, no new pledge.
    expect((await post(backer, `/api/pledges/${pledgeId}/cancel`, {}, newKey())).statusCode).toBe(409);
    const again = await post(other, `/api/campaigns/${campaign.id}/pledges`, { tierId: null, amount: 1_000 }, newKey());
    expect(again.statusCode).toBe(409);

    expect(await audit(campaign.id)).toEqual([
      campaignStatusEntry(admin.userId, 'suspend', { from: 'live', to: 'suspended' }, 'Fake product photos'),
    ]);
    expect((await audit(first)).map((a) => a.action)).toEqual(['report.assign', 'report.resolve']);
    expect(await audit(second)).toEqual([
      {
        action: 'report.resolve',
        actorId: admin.userId,
        targetType: 'report',
        before: { status: 'open' },
        after: { status: 'resolved', resolution: 'suspend_campaign' },
        reason: 'Fake product photos',
      },
    ]);
    for (const reporter of [backer, other])
      expect((await inbox(reporter)).map((n) => n.text)).toContain('We reviewed your report: the campaign was suspended');

    // The campaigns page finds it by status; restoring brings it back.
    const suspended = await get<AdminCampaignList>(admin, `/api/admin/campaigns?status=suspended&q=${encodeURIComponent(title)}`);
    expect(suspended.items.map((c) => [c.id, c.suspendedFromStatus])).toEqual([[campaign.id, 'live']]);
    expect((await post(admin, `/api/admin/campaigns/${campaign.id}/restore`, { reason: 'Photos verified' })).statusCode).toBe(
      200,
    );
    expect((await anonymous(`/api/campaigns/${campaign.id}`)).statusCode).toBe(200);
    const back = (await anonymous('/api/discover')).json<{ new: { id: string }[] }>();
    expect(back.new.map((c) => c.id)).toContain(campaign.id);
    expect((await post(backer, `/api/pledges/${pledgeId}/cancel`, {}, newKey())).statusCode).toBe(200);

    // Its money trail: the pledge in and its cancellation out, through its escrow.
    const trail = await get<LedgerTransactionList>(admin, `/api/admin/ledger/transactions?campaignId=${campaign.id}`);
    expect(trail.items.map((t) => t.type)).toEqual(['pledge_refund', 'pledge']);
    expect(trail.items[1]?.entries.map((e) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ['user_wallet', -5_000],
        ['campaign_escrow', 5_000],
      ]),
    );
  });

  it('dismisses with no action, removes a comment, disables a reported profile, each audited and told', async () => {
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId });
    const reporter = await moneyUser(context.app);

    const dismissed = await report(reporter, 'campaign', campaign.id);
    const noAction = await post(admin, `/api/admin/reports/${dismissed}/resolve`, {
      resolution: 'no_action',
      note: 'Looks fine',
    });
    expect(noAction.json<AdminReport>()).toMatchObject({ status: 'dismissed', resolution: 'no_action' });
    expect((await get<{ status: string }>(reporter, `/api/campaigns/${campaign.id}`)).status).toBe('live');

    const commented = await post(backer, `/api/campaigns/${campaign.id}/comments`, { body: 'Buy cheap watches at example.test' });
    expect(commented.statusCode, commented.body).toBe(201);
    const commentId = commented.json<{ id: string }>().id;
    const onComment = await report(reporter, 'comment', commentId);
    const wrong = await post(admin, `/api/admin/reports/${onComment}/resolve`, { resolution: 'suspend_campaign', note: 'x' });
    expect(wrong.statusCode).toBe(409);
    const removed = await post(admin, `/api/admin/reports/${onComment}/resolve`, { resolution: 'remove_content', note: 'Spam' });
    expect(removed.statusCode, removed.body).toBe(200);
    const comment = await context.database.db
      .selectFrom('campaignComments')
      .select(['deletedAt', 'deletedBy'])
      .where('id', '=', commentId)
      .executeTakeFirstOrThrow();
    expect(comment.deletedBy).toBe(admin.userId);

    const troll = await moneyUser(context.app);
    const username = (
      await context.database.db.selectFrom('users').select('username').where('id', '=', troll.userId).executeTakeFirstOrThrow()
    ).username!;
    const onProfile = await report(reporter, 'profile', username);
    const disabled = await post(admin, `/api/admin/reports/${onProfile}/resolve`, { resolution: 'disable_user', note: 'Abuse' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await call(troll, context.app, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await audit(troll.userId)).map((a) => [a.action, a.reason])).toEqual([['user.disable', 'Abuse']]);

    expect((await inbox(reporter)).map((n) => n.text)).toEqual(
      expect.arrayContaining([
        'We reviewed your report: no rule was broken, so nothing was changed',
        'We reviewed your report: the content was removed',
        'We reviewed your report: the account was disabled',
      ]),
    );
  });

  it('lists campaigns by status and staff pick, in keyset pages, and audits staff picks', async () => {
    const picked = await createLiveCampaign(context.database.db, { title: 'Picked one' });
    const picks = await call(admin, context.app, 'POST', '/api/admin/campaigns', {});
    expect(picks.statusCode).toBe(404);
    const res = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/campaigns/${picked.id}/staff-pick`,
      headers: { cookie: admin.client.cookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const onlyPicks = await get<AdminCampaignList>(admin, '/api/admin/campaigns?staffPick=1');
    expect(onlyPicks.items.map((c) => c.id)).toEqual([picked.id]);
    expect((await audit(picked.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['campaign.staff_pick', { staffPick: false }, { staffPick: true }],
    ]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminCampaignList = await get<AdminCampaignList>(
        admin,
        `/api/admin/campaigns?status=live&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.every((c) => c.status === 'live')).toBe(true);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    const live = await context.database.db.selectFrom('campaigns').select('id').where('status', '=', 'live').execute();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(live.map((c) => c.id).sort());
    expect((await call(admin, context.app, 'GET', '/api/admin/campaigns?status=paused')).statusCode).toBe(400);
    expect((await call(admin, context.app, 'GET', '/api/admin/campaigns?cursor=nonsense')).statusCode).toBe(400);
  });
});
