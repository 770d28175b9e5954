import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscriptionList } from '@crowdspark/shared/contracts/subscriptions';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const MONTHLY = 900;
const YEARLY = 9000;

/**
 * GET /api/admin/subscriptions (decision 0035): counts by status and plan over every subscription,
 * a keyset-paged list narrowed by status and plan, bad filters and cursors refused with a sentence.
 */
describe('admin subscriptions overview', () => {
  const context = useTestApp();
  const db = () => context.database.db;
  let admin: MoneyUser;
  const subscribers = {} as Record<'monthly' | 'yearly' | 'canceling' | 'pastDue', MoneyUser>;

  const subscribed = async (plan: 'pro-monthly' | 'pro-yearly') => {
    const user = await moneyUser(context.app);
    await fundWallet(db(), user.userId, plan === 'pro-yearly' ? YEARLY : MONTHLY);
    const res = await call(user, context.app, 'POST', '/api/subscription', { body: { plan, payWith: 'wallet' }, key: newKey() });
    expect(res.statusCode, res.body).toBe(201);
    return user;
  };
  const list = async (query = '') => {
    const res = await call(admin, context.app, 'GET', `/api/admin/subscriptions${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminSubscriptionList>();
  };

  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
    subscribers.monthly = await subscribed('pro-monthly');
    subscribers.yearly = await subscribed('pro-yearly');
    subscribers.canceling = await subscribed('pro-monthly');
    const cancel = await call(subscribers.canceling, context.app, 'POST', '/api/subscription/cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    subscribers.pastDue = await subscribed('pro-yearly');
    // A renewal that could not be paid (the renewal job's outcome, set directly: the job is tested elsewhere).
    await db()
      .updateTable('subscriptions')
      .set({ status: 'past_due' })
      .where('userId', '=', subscribers.pastDue.userId)
      .execute();
  });

  it('counts every subscription by status and plan', async () => {
    const page = await list();
    expect(page.counts).toEqual({
      total: 4,
      byStatus: { active: 3, past_due: 1, canceled: 0 },
      byPlan: { 'pro-monthly': 2, 'pro-yearly': 2 },
    });
    expect(page.items).toHaveLength(4);
    const canceling = page.items.find((item) => item.userId === subscribers.canceling.userId);
    expect(canceling).toMatchObject({ plan: 'pro-monthly', status: 'active', cancelAtPeriodEnd: true });
    expect(canceling?.displayName).toBeTruthy();
    expect(canceling?.email).toContain('@');
    expect(Date.parse(canceling?.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now());
  });

  it('narrows the list by status and plan; the counts stay over everything', async () => {
    const pastDue = await list('?status=past_due');
    expect(pastDue.items.map((item) => item.userId)).toEqual([subscribers.pastDue.userId]);
    expect(pastDue.counts.total).toBe(4);
    const yearly = await list('?plan=pro-yearly');
    expect(yearly.items.map((item) => item.userId).sort()).toEqual(
      [subscribers.yearly.userId, subscribers.pastDue.userId].sort(),
    );
    const none = await list('?status=canceled');
    expect(none.items).toEqual([]);
    expect(none.nextCursor).toBeNull();
  });

  it('pages with a keyset cursor, newest first, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((item) => item.userId));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await list()).items.map((item) => item.userId);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(4);
  });

  it('refuses a bad filter or a foreign cursor with a sentence, not a 500', async () => {
    const badStatus = await call(admin, context.app, 'GET', '/api/admin/subscriptions?status=gone');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<{ error: { message: string } }>().error.message).toMatch(/status/i);
    const foreign = Buffer.from(JSON.stringify(['admin-users', new Date().toISOString(), 'x'])).toString('base64url');
    const badCursor = await call(admin, context.app, 'GET', `/api/admin/subscriptions?cursor=${foreign}`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.body).toMatch(/cursor is not valid/);
  });

  it('is for admins only', async () => {
    const res = await call(subscribers.monthly, context.app, 'GET', '/api/admin/subscriptions');
    expect(res.statusCode).toBe(403);
  });
});
