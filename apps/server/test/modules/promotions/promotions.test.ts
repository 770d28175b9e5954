import { beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { cancelPromotion } from '../../../src/modules/promotions/closing.js';
import { DAY_MS, utcDay } from '../../../src/modules/promotions/rules.js';
import { promotionDailyStats } from '../../../src/modules/promotions/service.js';
import { createDraftCampaign, createLiveCampaign } from '../../factories/campaigns.js';
import { balanceOf, call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { ORIGIN, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { approve, bought, buy, expectAllChecksPass, giveCredit, overview } from './helpers.js';

/**
 * Promotions (docs/product-rules.md#promotions, decision 0031): buying from the wallet or credit,
 * review, refunds, the end job, counters and who may do what. Daily price: 500 (the default).
 */
describe('promotions', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  let admin: MoneyUser;
  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
  });

  const creatorWithCampaign = async (funds = 0) => {
    const creator = await moneyUser(context.app);
    if (funds > 0) await fundWallet(context.database.db, creator.userId, funds);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, title: 'Solar kettle' });
    return { creator, campaignId: campaign.id };
  };

  it('buys from the wallet: the price moves to the escrow once, however often the request is retried', async () => {
    const { creator, campaignId } = await creatorWithCampaign(10_000);
    const before = await overview(context.app, creator);
    expect(before).toMatchObject({ dailyPrice: 500, currency: 'USD', walletBalance: 10_000, campaigns: [{ id: campaignId }] });

    const key = newKey();
    const first = await buy(context.app, creator, { campaignId, days: 3, payWith: 'wallet' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Promotion>()).toMatchObject({ status: 'pending_review', days: 3, total: 1_500, paidWith: 'wallet' });
    const retry = await buy(context.app, creator, { campaignId, days: 3, payWith: 'wallet' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Promotion>().id).toBe(first.json<Promotion>().id);

    expect(await balanceOf(context.app, creator)).toBe(8_500);
    expect((await overview(context.app, creator)).items).toHaveLength(1);
    await expectAllChecksPass(context.app);
  });

  it('refuses a purchase the wallet cannot cover (422, nothing kept)', async () => {
    const { creator, campaignId } = await creatorWithCampaign(1_000);
    const res = await buy(context.app, creator, { campaignId, days: 3, payWith: 'wallet' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/wallet balance is too low/);
    expect((await overview(context.app, creator)).items).toEqual([]);
    expect(await balanceOf(context.app, creator)).toBe(1_000);
  });

  it('buys with promotion credit, refuses more than the credit, and a rejection gives the credit back', async () => {
    const { creator, campaignId } = await creatorWithCampaign();
    await giveCredit(context.app, creator.userId, 1_200);
    const promotion = await bought(context.app, creator, campaignId, 2, 'credit');
    expect(promotion).toMatchObject({ total: 1_000, paidWith: 'credit' });
    expect((await overview(context.app, creator)).promotionCredit).toBe(200);

    const tooMuch = await buy(context.app, creator, { campaignId, days: 1, payWith: 'credit' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.body).toContain('promotion credit is too low');

    const rejected = await call(admin, context.app, 'POST', `/api/admin/promotions/${promotion.id}/reject`, {
      body: { reason: 'The cover image breaks our ad rules.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Promotion>()).toMatchObject({
      status: 'rejected',
      refunded: 1_000,
      rejectionReason: 'The cover image breaks our ad rules.',
    });
    expect((await overview(context.app, creator)).promotionCredit).toBe(1_200);
    await expectAllChecksPass(context.app);
  });

  it('rejection refunds the wallet in full, is audited, and tells the creator', async () => {
    const { creator, campaignId } = await creatorWithCampaign(5_000);
    const promotion = await bought(context.app, creator, campaignId, 4);
    expect(await balanceOf(context.app, creator)).toBe(3_000);

    const queue = await call(admin, context.app, 'GET', '/api/admin/promotions?status=pending_review');
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ items: Promotion[] }>().items.map((p) => p.id)).toContain(promotion.id);

    const res = await call(admin, context.app, 'POST', `/api/admin/promotions/${promotion.id}/reject`, {
      body: { reason: 'Misleading title.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(context.app, creator)).toBe(5_000);
    const audited = await context.database.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'targetType', 'reason', 'before', 'after'])
      .where('targetId', '=', promotion.id)
      .execute();
    expect(audited).toEqual([
      {
        actorId: admin.userId,
        action: 'promotion.reject',
        targetType: 'promotion',
        reason: 'Misleading title.',
        before: { status: 'pending_review' },
        after: { status: 'rejected', refunded: 2_000 },
      },
    ]);
    // A second review of a closed promotion is a conflict, not a second refund.
    const again = await call(admin, context.app, 'POST', `/api/admin/promotions/${promotion.id}/reject`, {
      body: { reason: 'Again.' },
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(context.app, creator)).toBe(5_000);

    await context.app.events.dispatchPending();
    const notes = await call(creator, context.app, 'GET', '/api/notifications');
    expect(notes.body).toContain('was rejected');
    await expectAllChecksPass(context.app);
  });

  it('cancel before review refunds everything; while running, the whole days not yet begun', async () => {
    const { creator, campaignId } = await creatorWithCampaign(20_000);
    const pending = await bought(context.app, creator, campaignId, 2);
    const canceled = await call(creator, context.app, 'POST', `/api/promotions/${pending.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<Promotion>()).toMatchObject({ status: 'canceled', refunded: 1_000 });
    expect(await balanceOf(context.app, creator)).toBe(20_000);

    // Through the API right after approval: the first day has begun, the other four come back.
    const running = await bought(context.app, creator, campaignId, 5);
    await approve(context.app, admin, running.id);
    const res = await call(creator, context.app, 'POST', `/api/promotions/${running.id}/cancel`);
    expect(res.json<Promotion>()).toMatchObject({ status: 'canceled', refunded: 2_000, spent: 500 });
    expect(await balanceOf(context.app, creator)).toBe(19_500);

    // A day and a half in: two days have begun, three come back (the service with its clock).
    const later = await bought(context.app, creator, campaignId, 5);
    const approved = await approve(context.app, admin, later.id);
    const at = new Date(Date.parse(approved.startsAt ?? '') + 1.5 * DAY_MS);
    const row = await context.database.db
      .transaction()
      .execute((trx) => cancelPromotion(trx, context.app.jobs, creator.userId, later.id, at));
    expect(row).toMatchObject({ status: 'canceled', refunded: '1500' });
    expect(await balanceOf(context.app, creator)).toBe(19_500 - 2_500 + 1_500);
    // The end job went with it.
    const job = await context.database.db
      .selectFrom('scheduledJobs')
      .select('status')
      .where('key', '=', `promotion-end:${later.id}`)
      .executeTakeFirst();
    expect(job?.status).not.toBe('pending');
    await expectAllChecksPass(context.app);
  });

  it('the end job completes a promotion whose end passed: the escrow becomes revenue, the creator is told', async () => {
    const { creator, campaignId } = await creatorWithCampaign(5_000);
    const promotion = await bought(context.app, creator, campaignId, 2);
    await approve(context.app, admin, promotion.id);
    const past = new Date(Date.now() - 1000);
    await context.database.db.updateTable('promotions').set({ endsAt: past }).where('id', '=', promotion.id).execute();
    await context.database.db
      .updateTable('scheduledJobs')
      .set({ runAt: past })
      .where('key', '=', `promotion-end:${promotion.id}`)
      .execute();
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });

    const [item] = (await overview(context.app, creator)).items;
    expect(item).toMatchObject({ status: 'completed', refunded: 0, spent: 1_000 });
    expect(await balanceOf(context.app, creator)).toBe(4_000);
    const cancel = await call(creator, context.app, 'POST', `/api/promotions/${promotion.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    await context.app.events.dispatchPending();
    expect((await call(creator, context.app, 'GET', '/api/notifications')).body).toContain('has ended');
    await expectAllChecksPass(context.app);
  });

  it('ten purchases at once against a wallet that covers three: exactly three succeed', async () => {
    const { creator, campaignId } = await creatorWithCampaign(1_500);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buy(context.app, creator, { campaignId, days: 1, payWith: 'wallet' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(7);
    expect(await balanceOf(context.app, creator)).toBe(0);
    expect((await overview(context.app, creator)).items).toHaveLength(3);
    await expectAllChecksPass(context.app);
  });

  it('ten purchases at once against credit that covers three: exactly three succeed', async () => {
    const { creator, campaignId } = await creatorWithCampaign();
    await giveCredit(context.app, creator.userId, 1_500);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buy(context.app, creator, { campaignId, days: 1, payWith: 'credit' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect((await overview(context.app, creator)).promotionCredit).toBe(0);
    await expectAllChecksPass(context.app);
  });

  it('counts impressions and clicks once per visitor per day, shows cost per click, and gives stats per campaign and day', async () => {
    const { creator, campaignId } = await creatorWithCampaign(5_000);
    const promotion = await bought(context.app, creator, campaignId, 2);
    const beacon = (kind: 'impressions' | 'clicks', ip: string, cookie?: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/promotions/${promotion.id}/${kind}`,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'test-browser',
          origin: ORIGIN,
          ...(cookie ? { cookie } : {}),
        },
        payload: '{}',
        remoteAddress: ip,
      });
    // Not running yet: nothing counts.
    expect((await beacon('impressions', '198.51.100.1')).statusCode).toBe(204);
    await approve(context.app, admin, promotion.id);

    const reader = await signUp(context.app);
    for (const _ of [1, 2, 3]) expect((await beacon('impressions', '198.51.100.1')).statusCode).toBe(204);
    await beacon('impressions', '198.51.100.2');
    expect((await beacon('impressions', '198.51.100.3', reader.client.cookie)).statusCode).toBe(204);
    expect((await beacon('impressions', '198.51.100.4', reader.client.cookie)).statusCode).toBe(204);
    await beacon('clicks', '198.51.100.1');
    await beacon('clicks', '198.51.100.1');
    await beacon('clicks', '198.51.100.2');

    const [item] = (await overview(context.app, creator)).items;
    expect(item).toMatchObject({ impressions: 3, clicks: 2, spent: 500, costPerClick: 250 });
    expect(item?.daily).toEqual([{ day: utcDay(new Date()), impressions: 3, clicks: 2 }]);

    const unknown = await beacon('clicks', '198.51.100.1');
    expect(unknown.statusCode).toBe(204);
    const missing = await context.app.inject({ method: 'POST', url: '/api/promotions/nope/clicks', payload: {} });
    expect(missing.statusCode).toBe(404);

    const today = utcDay(new Date());
    const tomorrow = utcDay(new Date(Date.now() + DAY_MS));
    const stats = await promotionDailyStats(context.database.db, { campaignIds: [campaignId], from: today, to: tomorrow });
    const byDay = Object.fromEntries(stats.map((s) => [s.day, s]));
    expect(stats.reduce((sum, s) => sum + s.spend, 0)).toBe(1_000);
    expect(byDay[today]).toMatchObject({ campaignId, impressions: 3, clicks: 2, currency: 'USD' });
  });

  it('only the owner promotes, only a live campaign, only admins review, only the owner cancels', async () => {
    const { creator, campaignId } = await creatorWithCampaign(5_000);
    const stranger = await moneyUser(context.app);
    await fundWallet(context.database.db, stranger.userId, 5_000);
    const notOwner = await buy(context.app, stranger, { campaignId, days: 1, payWith: 'wallet' });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.body).toContain('owner');

    await createDraftCampaign(context.database.db, `draft-${Date.now()}`, creator.userId);
    const draft = await buy(context.app, creator, { campaignId: `draft-${Date.now()}`, days: 1, payWith: 'wallet' });
    expect([404, 422]).toContain(draft.statusCode);

    const promotion = await bought(context.app, creator, campaignId, 1);
    expect((await call(creator, context.app, 'GET', '/api/admin/promotions')).statusCode).toBe(403);
    expect((await call(creator, context.app, 'POST', `/api/admin/promotions/${promotion.id}/approve`)).statusCode).toBe(403);
    expect(
      (await call(creator, context.app, 'POST', `/api/admin/promotions/${promotion.id}/reject`, { body: { reason: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(stranger, context.app, 'POST', `/api/promotions/${promotion.id}/cancel`)).statusCode).toBe(404);

    const unverified = await signUp(context.app);
    const res = await context.app.inject({
      method: 'GET',
      url: '/api/promotions',
      headers: { cookie: unverified.client.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/promotions' })).statusCode).toBe(401);
  });

  it('answers bad input with a sentence, never a 500', async () => {
    const { creator, campaignId } = await creatorWithCampaign(5_000);
    for (const days of [0, 31, 2.5, '3', null]) {
      const res = await buy(context.app, creator, { campaignId, days, payWith: 'wallet' });
      expect(res.statusCode, `days ${String(days)}`).toBe(400);
      expect(res.body).toContain('Promote for 1 to 30 days.');
    }
    const source = await buy(context.app, creator, { campaignId, days: 1, payWith: 'card' });
    expect(source.statusCode).toBe(400);
    expect(source.body).toContain('wallet or with promotion credit');
    const noKey = await buy(context.app, creator, { campaignId, days: 1, payWith: 'wallet' }, null);
    expect(noKey.statusCode).toBe(400);
    const unknownCampaign = await buy(context.app, creator, { campaignId: 'no-such-campaign', days: 1, payWith: 'wallet' });
    expect(unknownCampaign.statusCode).toBe(404);

    const promotion = await bought(context.app, creator, campaignId, 1);
    const noReason = await call(admin, context.app, 'POST', `/api/admin/promotions/${promotion.id}/reject`, {
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Say why');
    const badStatus = await call(admin, context.app, 'GET', '/api/admin/promotions?status=lost');
    expect(badStatus.statusCode).toBe(400);
    expect((await call(admin, context.app, 'POST', '/api/admin/promotions/nope/approve')).statusCode).toBe(404);
    await approve(context.app, admin, promotion.id);
    expect((await call(admin, context.app, 'POST', `/api/admin/promotions/${promotion.id}/approve`)).statusCode).toBe(409);
    expect(await balanceOf(context.app, creator)).toBe(4_500);
  });
});
