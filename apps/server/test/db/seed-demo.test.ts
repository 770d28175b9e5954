import { describe, expect, it } from 'vitest';
import { demoCampaigns } from '../../src/db/seed-demo-campaigns.js';
import { DEMO_FOLLOWS, DEMO_PASSWORD, DEMO_SIGN_IN_USERS, DEMO_USERS, seedDemoData } from '../../src/db/seed-demo.js';
import { client } from '../helpers/auth.js';
import { findUserDocument } from '../../src/modules/users/repository.js';
import { createUser } from '../factories/users.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { useTestApp } from '../helpers/use-test-app.js';

describe('demo seed', () => {
  const context = useTestApp();

  it('inserts the demo people once and can run again at every start', async () => {
    expect(await seedDemoData(context.database.db)).toEqual({
      usersInserted: DEMO_USERS.length,
      followsInserted: DEMO_FOLLOWS.length,
      accountsInserted: DEMO_SIGN_IN_USERS.length,
      campaignsInserted: demoCampaigns(new Date()).length,
    });
    expect(await seedDemoData(context.database.db)).toEqual({
      usersInserted: 0,
      followsInserted: 0,
      accountsInserted: 0,
      campaignsInserted: 0,
    });
    const users = await context.database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(DEMO_USERS.length);
    const maya = await findUserDocument(context.database.db, 'demo-maya-okafor');
    expect(maya?.followers.sort()).toEqual(['demo-aiko-tanaka', 'demo-lucas-moreau', 'demo-sam-rivera']);
    expect(maya?.following).toEqual(['demo-aiko-tanaka']);
  });

  it('keeps edits made after seeding, and skips demo users whose email is taken by a real account', async () => {
    await context.database.db.updateTable('users').set({ bio: 'Edited by hand' }).where('id', '=', 'demo-lucas-moreau').execute();
    await seedDemoData(context.database.db);
    const lucas = await findUserDocument(context.database.db, 'demo-lucas-moreau');
    expect(lucas?.bio).toBe('Edited by hand');

    const fresh = await createTestDatabase();
    try {
      await createUser(fresh.db, { email: 'MAYA.OKAFOR@example.com' });
      const result = await seedDemoData(fresh.db);
      expect(result.usersInserted).toBe(DEMO_USERS.length - 1);
      // Follows of the skipped demo user are skipped too, not a foreign-key failure.
      expect(result.followsInserted).toBe(
        DEMO_FOLLOWS.filter((f) => f.followerId !== 'demo-maya-okafor' && f.followeeId !== 'demo-maya-okafor').length,
      );
    } finally {
      await fresh.close();
    }
  });

  it('seeds live demo campaigns with tiers and FAQs, one of them at /campaigns/demo-campaign', async () => {
    await seedDemoData(context.database.db);
    const res = await context.app.inject({ method: 'GET', url: '/api/campaigns/demo-campaign' });
    expect(res.statusCode).toBe(200);
    const campaign = res.json<{ status: string; tiers: unknown[]; faqs: unknown[]; creator: { username: string } }>();
    expect(campaign).toMatchObject({ status: 'live', creator: { username: 'mayamakes' } });
    expect(campaign.tiers.length).toBeGreaterThan(0);
    expect(campaign.faqs.length).toBeGreaterThan(0);
    const listing = (await context.app.inject({ method: 'GET', url: '/api/campaigns?limit=50' })).json<{ items: unknown[] }>();
    expect(listing.items).toHaveLength(demoCampaigns(new Date()).length);
  });

  it('lets the demo accounts sign in with the documented password, with their roles', async () => {
    await seedDemoData(context.database.db);
    for (const [email, role, emailVerified] of [
      ['super@crowdspark.dev', 'superadmin', true],
      ['admin@crowdspark.dev', 'admin', true],
      ['ana@crowdspark.dev', 'user', true],
      ['ben@crowdspark.dev', 'user', false],
      ['cleo.demo@gmail.com', 'user', false],
    ] as const) {
      const c = client(context.app);
      const res = await c.request('POST', '/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
      expect(res.statusCode, email).toBe(200);
      const me = (await c.request('GET', '/api/me')).json<{ user: { role: string; emailVerified: boolean } }>();
      expect(me.user).toMatchObject({ role, emailVerified });
    }
  });
});
