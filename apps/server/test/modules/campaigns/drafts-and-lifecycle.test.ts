import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_TRANSITIONS } from '../../../src/modules/campaigns/lifecycle.js';
import { auditTrail, campaignStatusEntry } from '../../helpers/audit-trail.js';
import { client } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { completeDraft, launchedCampaign, nextMonth, person } from '../../factories/campaign-setup.js';
import type { DetailBody, ErrorBody, Person } from '../../factories/campaign-setup.js';

describe('campaign drafts, launch and lifecycle', () => {
  const context = useTestApp();
  let owner: Person;
  let admin: Person;

  beforeAll(async () => {
    owner = await person(context);
    admin = await person(context, { role: 'admin' });
  });

  it('creates an empty draft for a signed-in user and refuses the public', async () => {
    expect((await client(context.app).request('POST', '/api/campaigns', {})).statusCode).toBe(401);
    const res = await owner.client.request('POST', '/api/campaigns', {});
    expect(res.statusCode).toBe(201);
    const draft = res.json<DetailBody>();
    expect(draft).toMatchObject({
      status: 'draft',
      title: null,
      goal: null,
      tiers: [],
      viewer: { isOwner: true, canEdit: true },
    });
    expect(draft.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(draft.progress).toEqual({ raised: 0, percentOfGoal: 0, backers: 0, daysLeft: null, views: 0 });
  });

  it('saves partial drafts field by field, and checks each field that is sent', async () => {
    const id = (await owner.client.request('POST', '/api/campaigns', { title: 'Bike lights' })).json<DetailBody>().id;
    const saved = await owner.client.request('PATCH', `/api/campaigns/${id}`, { goal: 250_000, currency: 'GBP' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DetailBody>()).toMatchObject({ title: 'Bike lights', goal: 250_000 });

    const bad = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      title: 'ab',
      tags: ['Not Lowercase'],
      videoUrl: 'http://example.com/video',
      goal: 99.5,
      durationDays: 61,
      currency: 'XYZ',
      tiers: [{ title: 'T', description: 'D', minimumPledge: 50, estimatedDelivery: '2001-01' }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<ErrorBody>().error.fields ?? {};
    expect(fields).toMatchObject({
      title: 'The title needs at least 3 characters.',
      'tags.0': 'Tags are lowercase words (letters, digits, hyphens), e.g. "board-games".',
      videoUrl: 'The video must be an https link to YouTube or Vimeo.',
      goal: 'The goal must be a whole number of cents (minor units).',
      durationDays: 'A campaign runs at most 60 days.',
      'tiers.0.minimumPledge': 'The minimum pledge must be at least 1.00.',
      'tiers.0.estimatedDelivery': 'The estimated delivery cannot be in the past.',
    });
    expect(fields.currency).toMatch(/supported currencies/);
    const unknown = await owner.client.request('PATCH', `/api/campaigns/${id}`, { raised: 1_000_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.fields).toEqual({ raised: 'Unknown field.' });
  });

  it('keeps drafts to their owner: others get 404, admins can read', async () => {
    const id = (await owner.client.request('POST', '/api/campaigns', { title: 'Secret plan' })).json<DetailBody>().id;
    const stranger = await person(context);
    expect((await client(context.app).request('GET', `/api/campaigns/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.request('GET', `/api/campaigns/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.request('PATCH', `/api/campaigns/${id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await stranger.client.request('POST', `/api/campaigns/${id}/launch`)).statusCode).toBe(404);
    const byAdmin = await admin.client.request('GET', `/api/campaigns/${id}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<DetailBody>().viewer).toEqual({ isOwner: false, canEdit: false, role: null });
    expect((await owner.client.request('GET', `/api/campaigns/${id}`)).statusCode).toBe(200);
  });

  it('refuses to launch an incomplete draft with a message per missing field', async () => {
    const id = (await owner.client.request('POST', '/api/campaigns', { title: 'Half done' })).json<DetailBody>().id;
    const res = await owner.client.request('POST', `/api/campaigns/${id}/launch`);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toMatchObject({
      blurb: 'Please enter a short blurb.',
      story: 'Please tell your story.',
      category: 'Please choose a category from the list.',
      goal: 'The goal must be a number of cents.',
      fundingModel: 'Choose all-or-nothing or keep-it-all.',
      durationDays: 'The duration must be a number of days.',
    });
    expect(body.error.fields?.title).toBeUndefined();
    expect((await owner.client.request('GET', `/api/campaigns/${id}`)).json<DetailBody>().status).toBe('draft');
  });

  it('launches only for a verified creator, @gmail.com included (stricter than page access)', async () => {
    const unverified = await person(context, { verified: false });
    const id = (await unverified.client.request('POST', '/api/campaigns', completeDraft())).json<DetailBody>().id;
    const refused = await unverified.client.request('POST', `/api/campaigns/${id}/launch`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.code).toBe('EMAIL_NOT_VERIFIED');
    // @gmail.com may open verified pages unverified (access-gate.ts), but a launch collects money.
    await context.database.db
      .updateTable('users')
      .set({ email: `gmail.${Date.now()}@gmail.com` })
      .where('id', '=', unverified.userId)
      .execute();
    expect((await unverified.client.request('POST', `/api/campaigns/${id}/launch`)).statusCode).toBe(403);
    await context.database.db.updateTable('users').set({ emailVerified: true }).where('id', '=', unverified.userId).execute();
    expect((await unverified.client.request('POST', `/api/campaigns/${id}/launch`)).statusCode).toBe(200);
  });

  it('launches a complete draft: live, launched now, ends after its duration; then cannot launch again', async () => {
    const before = Date.now();
    const id = await launchedCampaign(owner, { durationDays: 10 });
    const live = (await client(context.app).request('GET', `/api/campaigns/${id}`)).json<DetailBody>();
    expect(live.status).toBe('live');
    const launchedAt = Date.parse(live.launchedAt ?? '');
    expect(launchedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(live.endsAt ?? '') - launchedAt).toBe(10 * 86_400_000);
    expect(live.progress.daysLeft).toBe(10);
    expect(live.tiers.map((t) => [t.title, t.remaining])).toEqual([
      ['One light', 100],
      ['Thanks', null],
    ]);
    expect(live.viewer).toEqual({ isOwner: false, canEdit: false, role: null });
    const again = await owner.client.request('POST', `/api/campaigns/${id}/launch`);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe('Only a draft can be launched.');
  });

  it('locks goal, currency, funding model and duration once live; other fields stay editable', async () => {
    const id = await launchedCampaign(owner);
    const locked = await owner.client.request('PATCH', `/api/campaigns/${id}`, { goal: 900_000, durationDays: 45 });
    expect(locked.statusCode).toBe(422);
    expect(locked.json<ErrorBody>().error).toMatchObject({
      code: 'UNPROCESSABLE',
      fields: {
        goal: 'The goal cannot change once the campaign is live.',
        durationDays: 'The end date cannot change once the campaign is live.',
      },
    });
    // Sending the unchanged values (a form posting everything) is fine.
    const same = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      ...completeDraft(),
      title: 'Solar bike lights v2',
      tiers: undefined,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json<DetailBody>().title).toBe('Solar bike lights v2');
  });

  it('edits tiers in place, and never lets a claimed tier vanish or shrink below its claims', async () => {
    const id = await launchedCampaign(owner);
    const tiers = (await owner.client.request('GET', `/api/campaigns/${id}`)).json<DetailBody>().tiers;
    const [first, second] = tiers;
    if (!first || !second) throw new Error('expected two tiers');
    await context.database.db.updateTable('campaignRewardTiers').set({ claimed: 5 }).where('id', '=', first.id).execute();
    const base = { description: 'x', minimumPledge: 3_500, estimatedDelivery: nextMonth() };
    const shrink = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [{ ...base, id: first.id, title: 'One light', quantity: 4 }],
    });
    expect(shrink.statusCode).toBe(422);
    expect(shrink.json<ErrorBody>().error.fields?.['tiers.0.quantity']).toMatch(/5 backers already chose this reward/);
    const drop = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [{ ...base, id: second.id, title: 'Thanks' }],
    });
    expect(drop.statusCode).toBe(409);
    const foreign = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [{ ...base, id: 'not-a-tier', title: 'X' }],
    });
    expect(foreign.statusCode).toBe(422);
    const renamed = await owner.client.request('PATCH', `/api/campaigns/${id}`, {
      tiers: [
        { ...base, id: first.id, title: 'One light, renamed', quantity: 10 },
        { ...base, title: 'New tier' },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    const after = renamed.json<DetailBody>().tiers;
    expect(after.map((t) => [t.id === first.id, t.title, t.remaining])).toEqual([
      [true, 'One light, renamed', 5],
      [false, 'New tier', null],
    ]);
  });

  it('cancels only live campaigns, only by their owner', async () => {
    const id = await launchedCampaign(owner);
    const other = await person(context);
    expect((await other.client.request('POST', `/api/campaigns/${id}/cancel`)).statusCode).toBe(403);
    const canceled = await owner.client.request('POST', `/api/campaigns/${id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json<DetailBody>()).toMatchObject({ status: 'canceled', progress: { daysLeft: 0 } });
    const twice = await owner.client.request('POST', `/api/campaigns/${id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.message).toBe('Only a live campaign can be canceled.');
    const edit = await owner.client.request('PATCH', `/api/campaigns/${id}`, { title: 'Too late' });
    expect(edit.statusCode).toBe(409);
    const draftId = (await owner.client.request('POST', '/api/campaigns', {})).json<DetailBody>().id;
    expect((await owner.client.request('POST', `/api/campaigns/${draftId}/cancel`)).statusCode).toBe(409);
  });

  it('lets admins suspend (hidden from others) and restore to the previous status, audited', async () => {
    const id = await launchedCampaign(owner);
    expect((await owner.client.request('POST', `/api/admin/campaigns/${id}/suspend`, {})).statusCode).toBe(403);
    const suspended = await admin.client.request('POST', `/api/admin/campaigns/${id}/suspend`, { reason: 'Reported as a scam' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<DetailBody>().status).toBe('suspended');
    expect((await client(context.app).request('GET', `/api/campaigns/${id}`)).statusCode).toBe(404);
    expect((await owner.client.request('GET', `/api/campaigns/${id}`)).statusCode).toBe(200);
    expect((await owner.client.request('PATCH', `/api/campaigns/${id}`, { title: 'Edited' })).statusCode).toBe(409);
    const listing = (await client(context.app).request('GET', '/api/campaigns?limit=50')).json<{ items: { id: string }[] }>();
    expect(listing.items.map((i) => i.id)).not.toContain(id);
    const noReason = await admin.client.request('POST', `/api/admin/campaigns/${id}/restore`, {});
    expect(noReason.statusCode).toBe(400);
    const again = await admin.client.request('POST', `/api/admin/campaigns/${id}/suspend`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe('This campaign is already suspended.');

    const restored = await admin.client.request('POST', `/api/admin/campaigns/${id}/restore`, { reason: 'Checked: genuine' });
    expect(restored.json<DetailBody>().status).toBe('live');
    expect((await admin.client.request('POST', `/api/admin/campaigns/${id}/restore`, { reason: 'Again' })).statusCode).toBe(409);
    expect(await auditTrail(context.database.db, id)).toEqual([
      campaignStatusEntry(admin.userId, 'suspend', { from: 'live', to: 'suspended' }, 'Reported as a scam'),
      campaignStatusEntry(admin.userId, 'restore', { from: 'suspended', to: 'live' }, 'Checked: genuine'),
    ]);
    // A suspended draft goes back to being a draft.
    const draftId = (await owner.client.request('POST', '/api/campaigns', {})).json<DetailBody>().id;
    const suspendDraft = await admin.client.request('POST', `/api/admin/campaigns/${draftId}/suspend`, { reason: 'Spam' });
    expect(suspendDraft.statusCode, suspendDraft.body).toBe(200);
    expect(
      (await admin.client.request('POST', `/api/admin/campaigns/${draftId}/restore`, { reason: 'OK' })).json<DetailBody>().status,
    ).toBe('draft');
  });

  it('spells out the transition table', () => {
    expect(CAMPAIGN_TRANSITIONS.launch.from).toEqual(['draft']);
    expect(CAMPAIGN_TRANSITIONS.cancel.from).toEqual(['live']);
    expect(CAMPAIGN_TRANSITIONS.restore.from).toEqual(['suspended']);
    expect(CAMPAIGN_TRANSITIONS.suspend.from).not.toContain('suspended');
  });

  it('answers bad input with 4xx, never 500', async () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/api/campaigns/%E0%A4%A', undefined],
      ['GET', `/api/campaigns/${'x'.repeat(100)}`, undefined],
      ['GET', '/api/campaigns/no-such-campaign', undefined],
      ['GET', '/api/campaigns?sort=random', undefined],
      ['GET', '/api/campaigns?limit=0', undefined],
      ['GET', '/api/campaigns?limit=51', undefined],
      ['GET', '/api/campaigns?cursor=garbage', undefined],
      ['GET', '/api/campaigns?category=weapons', undefined],
      ['PATCH', '/api/campaigns/no-such-campaign', { title: 'Nope nope' }],
      ['POST', '/api/campaigns', { title: 12 }],
      ['POST', '/api/campaigns', { goal: 1e30 }],
      ['POST', '/api/campaigns', { tiers: 'many' }],
      ['POST', '/api/campaigns', { story: 'x'.repeat(50_001) }],
      ['POST', '/api/campaigns', []],
      ['POST', '/api/admin/campaigns/no-such-campaign/suspend', {}],
    ];
    for (const [method, url, body] of cases) {
      const res = await admin.client.request(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
