import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminContactList,
  AdminOverview,
  AdminUserDetail,
  AdminUserList,
  AuditList,
  LedgerAccountList,
  LedgerCheckRun,
  LedgerCheckStatus,
} from '@crowdspark/shared/contracts/admin';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/** Users, overview, ledger, contact messages and the audit log of the admin portal (decision 0035). */
describe('admin portal: users, overview, ledger, contact and audit', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  let admin: MoneyUser;
  let superadmin: MoneyUser;

  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
    superadmin = await moneyUser(context.app);
    await context.database.db.updateTable('users').set({ role: 'superadmin' }).where('id', '=', superadmin.userId).execute();
  });

  const get = async <T>(who: MoneyUser, url: string): Promise<T> => {
    const res = await call(who, context.app, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const post = (who: MoneyUser, url: string, body: unknown) => call(who, context.app, 'POST', url, { body });

  it('searches people by name, username and e-mail in keyset pages, and shows one with their activity', async () => {
    const ada = await moneyUser(context.app);
    await context.database.db
      .updateTable('users')
      .set({ displayName: 'Ada Quasar', username: 'ada_quasar_x', email: 'ada.quasar@example.test' })
      .where('id', '=', ada.userId)
      .execute();
    for (const q of ['quasar', 'ADA_QUASAR', 'ada.quasar@'])
      expect((await get<AdminUserList>(admin, `/api/admin/users?q=${q}`)).items.map((u) => u.id)).toEqual([ada.userId]);
    expect((await get<AdminUserList>(admin, '/api/admin/users?q=100%25')).items).toEqual([]);

    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminUserList = await get<AdminUserList>(admin, `/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    const count = await context.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(count.n));
    expect(new Set(all).size).toBe(all.length);
    expect((await get<AdminUserList>(admin, '/api/admin/users?role=superadmin')).items.map((u) => u.id)).toEqual([
      superadmin.userId,
    ]);

    await fundWallet(context.database.db, ada.userId, 7_000);
    const campaign = await createLiveCampaign(context.database.db, { title: 'Star lamp' });
    const pledged = await call(ada, context.app, 'POST', `/api/campaigns/${campaign.id}/pledges`, {
      body: { tierId: null, amount: 2_000 },
      key: newKey(),
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    const detail = await get<AdminUserDetail>(admin, `/api/admin/users/${ada.userId}`);
    expect(detail.user).toMatchObject({ id: ada.userId, displayName: 'Ada Quasar', role: 'user', disabled: false });
    expect(detail.wallet).toEqual({ balance: 5_000, currency: 'USD' });
    expect(detail.pledges.map((p) => [p.campaignTitle, p.amount, p.status])).toEqual([['Star lamp', 2_000, 'active']]);
    expect(detail.sessions.some((s) => s.active)).toBe(true);
    expect((await call(admin, context.app, 'GET', '/api/admin/users/nobody')).statusCode).toBe(404);
  });

  it('disables with a required reason (signed out at once), enables, and changes roles only as a superadmin; all audited', async () => {
    const target = await moneyUser(context.app);
    expect((await post(admin, `/api/admin/users/${target.userId}/disable`, {})).statusCode).toBe(400);
    expect((await post(admin, `/api/admin/users/${target.userId}/disable`, { reason: '   ' })).statusCode).toBe(400);
    const disabled = await post(admin, `/api/admin/users/${target.userId}/disable`, { reason: 'Card testing' });
    expect(disabled.json()).toEqual({ id: target.userId, role: 'user', disabled: true });
    expect((await call(target, context.app, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await post(admin, `/api/admin/users/${admin.userId}/disable`, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(admin, `/api/admin/users/${target.userId}/enable`, { reason: 'Appeal upheld' })).statusCode).toBe(200);

    expect((await post(admin, `/api/admin/users/${target.userId}/role`, { role: 'admin', reason: 'x' })).statusCode).toBe(403);
    expect((await post(superadmin, `/api/admin/users/${target.userId}/role`, { role: 'admin' })).statusCode).toBe(400);
    const granted = await post(superadmin, `/api/admin/users/${target.userId}/role`, { role: 'admin', reason: 'New moderator' });
    expect(granted.json()).toEqual({ id: target.userId, role: 'admin', disabled: false });
    // Disabling ended the sessions they had: enabled again, they sign in anew.
    expect((await call(target, context.app, 'GET', '/api/admin/overview')).statusCode).toBe(401);

    const log = await get<AuditList>(admin, `/api/admin/audit?targetId=${target.userId}`);
    expect(log.items.map((e) => [e.action, e.actor?.id, e.before, e.after, e.reason])).toEqual([
      ['user.role.change', superadmin.userId, { role: 'user' }, { role: 'admin' }, 'New moderator'],
      ['user.enable', admin.userId, { disabled: true }, { disabled: false }, 'Appeal upheld'],
      ['user.disable', admin.userId, { disabled: false }, { disabled: true }, 'Card testing'],
    ]);
  });

  it('counts the overview: sign-ups, live campaigns, pledged today, with 30-day series', async () => {
    const overview = await get<AdminOverview>(admin, '/api/admin/overview');
    const byKey = new Map(overview.kpis.map((k) => [k.key, k]));
    const users = await context.database.db.selectFrom('users').select('id').execute();
    expect(byKey.get('signUps')?.today).toBe(users.length);
    expect(byKey.get('signUps')?.series).toHaveLength(30);
    const live = await context.database.db.selectFrom('campaigns').select('id').where('status', '=', 'live').execute();
    expect(byKey.get('liveCampaigns')?.current).toBe(live.length);
    expect(byKey.get('pledged')).toMatchObject({
      unit: 'money',
      currency: 'USD',
      today: 2_000,
      last7Days: 2_000,
      last30Days: 2_000,
    });
    expect(byKey.get('pendingWithdrawals')?.link).toBe('/admin/withdrawals');
  });

  it('browses ledger accounts and transactions, runs the check by hand and daily, and alerts admins on a violation', async () => {
    const wallets = await get<LedgerAccountList>(admin, '/api/admin/ledger/accounts?kind=user_wallet');
    expect(wallets.items.length).toBeGreaterThan(0);
    expect(wallets.items.every((a) => a.kind === 'user_wallet')).toBe(true);
    expect((await call(admin, context.app, 'GET', '/api/admin/ledger/transactions?cursor=abc')).statusCode).toBe(400);
    const unknownType = await call(admin, context.app, 'GET', '/api/admin/ledger/transactions?type=gift');
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.body).toContain('Choose a transaction type');

    const manual = await call(admin, context.app, 'POST', '/api/admin/ledger/check-runs');
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json<LedgerCheckRun>()).toMatchObject({ trigger: 'manual', ok: true });
    const audited = await get<AuditList>(admin, '/api/admin/audit?action=ledger.');
    expect(audited.items.map((e) => [e.action, e.targetId])).toEqual([['ledger.check.run', manual.json<LedgerCheckRun>().id]]);

    // The daily job: break a cached balance, run the due job, and every admin hears of it.
    const wallet = wallets.items[0]!;
    await context.database.db
      .updateTable('ledgerAccounts')
      .set({ balance: wallet.balance + 1 })
      .where('id', '=', wallet.id)
      .execute();
    await context.app.jobs.schedule(context.database.db, { name: 'ledger-check', key: 'ledger-check', runAt: new Date(0) });
    await context.app.jobs.runDue();
    const status = await get<LedgerCheckStatus>(admin, '/api/admin/ledger/check-runs/latest');
    expect(status.lastScheduled).toMatchObject({ trigger: 'scheduled', ok: false });
    expect(status.lastScheduled?.checks.find((c) => !c.ok)?.violations[0]).toContain(wallet.id);
    const next = await context.database.db
      .selectFrom('scheduledJobs')
      .select(['runAt', 'status'])
      .where('key', '=', 'ledger-check')
      .executeTakeFirstOrThrow();
    expect(next.status).toBe('pending');
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await context.app.events.dispatchPending();
    for (const who of [admin, superadmin]) {
      const inbox = await get<NotificationList>(who, '/api/notifications');
      expect(inbox.items.map((n) => n.text)).toContain('The ledger check found problems: 1 violation (scheduled run)');
    }
    await context.database.db
      .updateTable('ledgerAccounts')
      .set({ balance: wallet.balance })
      .where('id', '=', wallet.id)
      .execute();
  });

  it('lists contact messages by status and marks them handled, audited', async () => {
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Cy Contact', email: 'cy@example.test', topic: 'support', message: 'My pledge is stuck, please help me.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: string }>().id;
    expect((await get<AdminContactList>(admin, '/api/admin/contact-messages?status=new')).items.map((m) => m.id)).toContain(id);
    const handled = await post(admin, `/api/admin/contact-messages/${id}/status`, { status: 'handled' });
    expect(handled.json()).toMatchObject({ id, status: 'handled' });
    expect((await get<AdminContactList>(admin, '/api/admin/contact-messages?status=new')).items.map((m) => m.id)).not.toContain(
      id,
    );
    expect((await get<AdminContactList>(admin, '/api/admin/contact-messages?status=handled')).items.map((m) => m.id)).toEqual([
      id,
    ]);
    expect((await post(admin, '/api/admin/contact-messages/nope/status', { status: 'handled' })).statusCode).toBe(404);
    const log = await get<AuditList>(admin, `/api/admin/audit?targetId=${id}`);
    expect(log.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['contact.handled', { status: 'new' }, { status: 'handled' }],
    ]);
  });

  it('pages, filters and exports the audit log, which cannot be changed or deleted', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditList = await get<AuditList>(admin, `/api/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    const rows = await context.database.db.selectFrom('auditLog').select('id').execute();
    expect(seen.sort()).toEqual(rows.map((r) => r.id).sort());
    const today = new Date().toISOString().slice(0, 10);
    expect((await get<AuditList>(admin, `/api/admin/audit?from=${today}&to=${today}`)).items.length).toBe(rows.length);
    expect((await get<AuditList>(admin, '/api/admin/audit?to=2000-01-01')).items).toEqual([]);
    expect((await call(admin, context.app, 'GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);

    const csv = await call(admin, context.app, 'GET', '/api/admin/audit.csv?action=user.');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="crowdspark-audit-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"created_at","action","actor_id","actor_name","target_type","target_id","before","after","reason","details"',
    );
    expect(lines.slice(1).every((line) => line.includes('"user.'))).toBe(true);
    // disable, enable and the role change of the test above.
    expect(lines.length).toBe(1 + 3);

    await expect(context.database.db.updateTable('auditLog').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(context.database.db.deleteFrom('auditLog').execute()).rejects.toThrow(/append-only/);
  });
});
