import { describe, expect, it } from 'vitest';
import { person } from '../../factories/campaign-setup.js';
import { createDraftCampaign, createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';

interface QueueBody {
  items: { id: string; targetType: string; targetId: string; reason: string; note: string | null; reporter: { id: string } }[];
  nextCursor: string | null;
}

/** Reports: signed-in only, existing targets, once per reporter and target (409), the admin queue. */
describe('reports', () => {
  const context = useTestApp();

  it('stores a report once per reporter and target, for each kind of target, and lists them for admins only', async () => {
    const owner = await person(context);
    const reporter = await person(context);
    const admin = await person(context, { role: 'admin' });
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    const comment = (
      await owner.client.request('POST', `/api/campaigns/${campaign.id}/comments`, { body: 'Buy cheap pills' })
    ).json<{ id: string }>();
    const update = (
      await owner.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
        title: 'News',
        bodyHtml: '<p>News</p>',
        visibility: 'public',
      })
    ).json<{ id: string }>();
    const username = (
      await context.database.db.selectFrom('users').select('username').where('id', '=', owner.userId).executeTakeFirstOrThrow()
    ).username;

    const first = await reporter.client.request('POST', '/api/reports', {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'spam',
      note: 'Advertising pills',
    });
    expect(first.statusCode).toBe(201);
    const again = await reporter.client.request('POST', '/api/reports', {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'scam',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'You already reported this.' } });
    for (const target of [
      { targetType: 'campaign', targetId: campaign.id },
      { targetType: 'update', targetId: update.id },
      { targetType: 'profile', targetId: username ?? '' },
    ])
      expect((await reporter.client.request('POST', '/api/reports', { ...target, reason: 'other' })).statusCode).toBe(201);
    // Another person may report the same comment.
    expect(
      (await admin.client.request('POST', '/api/reports', { targetType: 'comment', targetId: comment.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);

    const events = await context.database.db.selectFrom('events').select('payload').where('type', '=', 'report.filed').execute();
    expect(events.filter((event) => event.payload.reporterId === reporter.userId)).toHaveLength(4);

    expect((await reporter.client.request('GET', '/api/admin/reports')).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    const queue = (await admin.client.request('GET', '/api/admin/reports')).json<QueueBody>();
    const mine = queue.items.filter((item) => item.reporter.id === reporter.userId);
    expect(mine.map((item) => item.targetType).sort()).toEqual(['campaign', 'comment', 'profile', 'update']);
    expect(mine.find((item) => item.targetType === 'comment')).toMatchObject({ reason: 'spam', note: 'Advertising pills' });
    expect(mine.find((item) => item.targetType === 'profile')?.targetId).toBe(owner.userId);
    const paged = (await admin.client.request('GET', '/api/admin/reports?limit=2')).json<QueueBody>();
    expect(paged.items).toHaveLength(2);
    const rest = (
      await admin.client.request('GET', `/api/admin/reports?limit=10&cursor=${paged.nextCursor ?? ''}`)
    ).json<QueueBody>();
    expect(rest.items).toHaveLength(3);
  });

  it('refuses signed-out people, unknown or hidden targets and bad input', async () => {
    const reporter = await person(context);
    await createDraftCampaign(context.database.db, 'hidden_draft_report');
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: { targetType: 'campaign', targetId: 'x', reason: 'spam' },
        })
      ).statusCode,
    ).toBe(401);
    for (const target of [
      { targetType: 'campaign', targetId: 'hidden_draft_report' },
      { targetType: 'comment', targetId: 'no_such_comment' },
      { targetType: 'profile', targetId: 'nobody_has_this_name' },
    ]) {
      const res = await reporter.client.request('POST', '/api/reports', { ...target, reason: 'spam' });
      expect(res.statusCode).toBe(404);
    }
    for (const bad of [
      { targetType: 'planet', targetId: 'x', reason: 'spam' },
      { targetType: 'comment', targetId: 'x', reason: 'boring' },
      { targetType: 'comment', targetId: 'x', reason: 'spam', note: 'n'.repeat(1_001) },
      { targetType: 'comment', reason: 'spam' },
    ]) {
      const res = await reporter.client.request('POST', '/api/reports', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).not.toBe('');
    }
  });
});
