import { CATEGORY_SLUGS } from '@crowdspark/shared/constants/categories';
import { campaignLaunchSchema } from '@crowdspark/shared/contracts/campaigns';
import { beforeAll, describe, expect, it } from 'vitest';
import { allDemoCampaigns, demoSchedule } from '../../src/db/seed-demo-campaigns.js';
import { DEMO_FOLLOWS, DEMO_PASSWORD, DEMO_SIGN_IN_USERS, DEMO_STAFF_PICKS, DEMO_USERS } from '../../src/db/demo/accounts.js';
import { demoSeedDeps, seedDemoData } from '../../src/db/seed-demo.js';
import type { SeedResult } from '../../src/db/seed-demo.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../src/modules/pledges/ledger-checks.js';
import { findUserDocument } from '../../src/modules/users/repository.js';
import { client } from '../helpers/auth.js';
import { createUser } from '../factories/users.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { buildTestApp, testConfig } from '../helpers/test-app.js';
import { useTestApp } from '../helpers/use-test-app.js';

const ALL_LEDGER_CHECKS = [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS];
const DAY_MS = 86_400_000;

interface CampaignBody {
  id: string;
  status: string;
  category: string;
  goal: number;
  progress: { raised: number; backers: number };
  fundingModel: string;
  endsAt: string;
  cover: { variants: Record<string, string> } | null;
  gallery: { variants: Record<string, string> }[];
  creator: { username: string };
  tiers: unknown[];
  faqs: unknown[];
}

describe('demo seed', () => {
  const context = useTestApp();
  const seed = async () => {
    const seeded = await seedDemoData(demoSeedDeps(context.app, testConfig()));
    const galleryImagesAdded = await seeded.finish();
    return { ...seeded.result, galleryImagesAdded };
  };
  let first: SeedResult & { galleryImagesAdded: number };

  beforeAll(async () => {
    first = await seed();
  }, 120_000);

  const getCampaign = async (id: string) => {
    const res = await context.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
    expect(res.statusCode, id).toBe(200);
    return res.json<CampaignBody>();
  };

  it('seeds about forty campaigns across every category, each a complete campaign a creator could launch', async () => {
    const demos = allDemoCampaigns(new Date(), testConfig().publicUrl);
    expect(demos.length).toBeGreaterThanOrEqual(38);
    expect(first).toMatchObject({ usersInserted: DEMO_USERS.length, campaignsInserted: demos.length });
    expect(new Set(demos.map((d) => d.campaign.category))).toEqual(new Set(CATEGORY_SLUGS));
    for (const { campaign, tiers, faqs } of demos) {
      const { title, blurb, category, tags, location, videoUrl, goal, currency, fundingModel, durationDays } = campaign;
      const parsed = campaignLaunchSchema.safeParse({
        ...{ title, blurb, category, tags, location, videoUrl: videoUrl ?? null, goal, currency, fundingModel, durationDays },
        story: campaign.storySource ?? campaign.storyHtml,
        faqs: faqs.map(({ question, answer }) => ({ question, answer })),
        tiers: tiers.map(({ id, title, description, minimumPledge, quantity, estimatedDelivery }) => ({
          ...{ id, title, description, minimumPledge, quantity, estimatedDelivery },
        })),
      });
      expect(parsed.error?.issues ?? [], campaign.id).toEqual([]);
    }
    const kettle = await getCampaign('demo-campaign');
    expect(kettle).toMatchObject({ status: 'live', creator: { username: 'mayamakes' } });
    expect(kettle.tiers.length).toBeGreaterThan(0);
    expect(kettle.faqs.length).toBeGreaterThan(0);
  });

  it('gives every campaign a cover and a gallery whose files are served, and the demo creators avatars', async () => {
    for (const { campaign } of allDemoCampaigns(new Date(), testConfig().publicUrl)) {
      const body = await getCampaign(campaign.id);
      expect(body.cover, campaign.id).not.toBeNull();
      expect(body.gallery.length, campaign.id).toBeGreaterThanOrEqual(2);
      const urls = [...Object.values(body.cover?.variants ?? {}), ...Object.values(body.gallery[0]?.variants ?? {})];
      expect(urls.length).toBeGreaterThanOrEqual(3);
      for (const url of urls) {
        const file = await context.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
      }
    }
    const owners = new Set(allDemoCampaigns(new Date(), testConfig().publicUrl).map((d) => d.campaign.ownerId));
    const signIn = new Set<string>(DEMO_SIGN_IN_USERS);
    for (const id of owners) {
      const user = await findUserDocument(context.database.db, id);
      if (signIn.has(id)) continue;
      expect(user?.photoURL, id).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
      const file = await context.app.inject({ method: 'GET', url: user?.photoURL ?? '' });
      expect(file.statusCode).toBe(200);
    }
  });

  it('backs campaigns with real pledges: some near their goal, some ending within 48 hours, the kettle most funded', async () => {
    const now = Date.now();
    const live = await Promise.all(
      allDemoCampaigns(new Date(), testConfig().publicUrl)
        .filter((d) => demoSchedule(d, new Date()).endsAt.getTime() > now)
        .map((d) => getCampaign(d.campaign.id)),
    );
    expect(live.every((c) => c.status === 'live')).toBe(true);
    expect(live.filter((c) => c.progress.raised >= c.goal * 0.8).length).toBeGreaterThanOrEqual(5);
    expect(live.filter((c) => new Date(c.endsAt).getTime() - now < 2 * DAY_MS).length).toBeGreaterThanOrEqual(3);
    expect(live.every((c) => c.progress.backers > 0 && c.progress.raised > 0)).toBe(true);
    const mostFunded = await context.app.inject({ method: 'GET', url: '/api/campaigns?sort=most_funded&limit=6' });
    expect(mostFunded.json<{ items: { id: string }[] }>().items[0]?.id).toBe('demo-campaign');

    // The counters are the pledges', and every pledge's money came from a sandbox top-up.
    const { db } = context.database;
    const totals = await db
      .selectFrom('pledges')
      .select(['campaignId', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('campaignId')
      .execute();
    expect(totals.length).toBe(
      live.length + (await db.selectFrom('campaigns').where('status', '!=', 'live').select('id').execute()).length,
    );
    const payments = await db.selectFrom('payments').select(['provider', 'status', 'purpose']).execute();
    expect(payments.length).toBe(first.topUps);
    expect(payments.every((p) => p.provider === 'sandbox' && p.status === 'succeeded' && p.purpose === 'top_up')).toBe(true);
    // The accounts people sign in with start with empty wallets and no pledges.
    const signInMoney = await db
      .selectFrom('pledges')
      .select('id')
      .where('backerId', 'in', [...DEMO_SIGN_IN_USERS])
      .execute();
    expect(signInMoney).toEqual([]);
    expect(
      await db
        .selectFrom('ledgerAccounts')
        .select('id')
        .where('ownerId', 'in', [...DEMO_SIGN_IN_USERS])
        .execute(),
    ).toEqual([]);
  });

  it('settles the campaigns past their end date through the campaign-end job, and the ledger checks pass', async () => {
    const now = new Date();
    const ended = allDemoCampaigns(now, testConfig().publicUrl).filter((d) => demoSchedule(d, now).endsAt <= now);
    expect(ended.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set<string>();
    for (const demo of ended) {
      const body = await getCampaign(demo.campaign.id);
      const expected = demo.campaign.fundingModel === 'keep_it_all' || demo.backing.funded >= 1 ? 'successful' : 'unsuccessful';
      expect(body.status, demo.campaign.id).toBe(expected);
      statuses.add(body.status);
    }
    expect(statuses).toEqual(new Set(['successful', 'unsuccessful']));
    expect(first.jobsRun).toBe(ended.length);
    const pledges = await context.database.db
      .selectFrom('pledges')
      .select(['campaignId', 'status'])
      .where(
        'campaignId',
        'in',
        ended.map((d) => d.campaign.id),
      )
      .execute();
    expect(pledges.length).toBeGreaterThan(0);
    expect(pledges.every((p) => p.status === 'collected' || p.status === 'refunded')).toBe(true);
    const report = await verifyLedger(context.database.db, ALL_LEDGER_CHECKS);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('does nothing the second time (every start runs it), keeping edits made since', async () => {
    const { db } = context.database;
    await db.updateTable('users').set({ bio: 'Edited by hand' }).where('id', '=', 'demo-lucas-moreau').execute();
    const count = async (table: 'pledges' | 'payments' | 'campaignImages' | 'users') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await Promise.all([count('pledges'), count('payments'), count('campaignImages'), count('users')]);
    expect(await seed()).toMatchObject({
      usersInserted: 0,
      followsInserted: 0,
      accountsInserted: 0,
      campaignsInserted: 0,
      avatarsAdded: 0,
      imagesAdded: 0,
      galleryImagesAdded: 0,
      topUps: 0,
      pledges: 0,
      jobsRun: 0,
    });
    expect(await Promise.all([count('pledges'), count('payments'), count('campaignImages'), count('users')])).toEqual(before);
    expect((await findUserDocument(db, 'demo-lucas-moreau'))?.bio).toBe('Edited by hand');
  });

  it('adds follows between demo people through the social service, and the team’s staff picks, last', async () => {
    const { db } = context.database;
    expect(first.followsInserted).toBe(DEMO_FOLLOWS.length);
    expect(DEMO_FOLLOWS.length).toBeGreaterThanOrEqual(40);
    const maya = await findUserDocument(db, 'demo-maya-okafor');
    const mayasFollowers = DEMO_FOLLOWS.filter((f) => f.followeeId === 'demo-maya-okafor').map((f) => f.followerId);
    expect(maya?.followers.sort()).toEqual(mayasFollowers.sort());
    const events = await db.selectFrom('events').select('type').where('type', '=', 'user.followed').execute();
    expect(events).toHaveLength(DEMO_FOLLOWS.length);
    const profile = await context.app.inject({ method: 'GET', url: '/api/users/mayamakes' });
    expect(profile.statusCode).toBe(200);

    expect(first.staffPicks).toBe(DEMO_STAFF_PICKS.length);
    const picked = await db.selectFrom('campaigns').select('id').where('staffPickedAt', 'is not', null).execute();
    expect(picked.map((c) => c.id).sort()).toEqual([...DEMO_STAFF_PICKS].sort());
    // Home's "Featured" shelf (staff picks, newest pick first) starts with the kettle.
    const featured = await context.app.inject({ method: 'GET', url: '/api/campaigns?sort=staff_picks&limit=6' });
    expect(featured.json<{ items: { id: string }[] }>().items.map((c) => c.id)).toEqual([...DEMO_STAFF_PICKS].reverse());
  });

  it('lets the demo accounts sign in with the documented password, with their roles', async () => {
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

describe('demo seed next to real accounts', () => {
  it('skips a demo person whose email a real account holds, with their campaigns and follows', async () => {
    const fresh = await createTestDatabase();
    const app = await buildTestApp({ db: fresh.db });
    try {
      await createUser(fresh.db, { email: 'HANNAH.KIM@example.com' });
      const { result, finish } = await seedDemoData(demoSeedDeps(app, testConfig()));
      await finish();
      expect(result.usersInserted).toBe(DEMO_USERS.length - 1);
      const theirs = allDemoCampaigns(new Date(), testConfig().publicUrl).filter((d) => d.campaign.ownerId === 'demo-hannah-kim');
      expect(theirs.length).toBeGreaterThan(0);
      expect(result.campaignsInserted).toBe(allDemoCampaigns(new Date(), testConfig().publicUrl).length - theirs.length);
      expect((await verifyLedger(fresh.db, ALL_LEDGER_CHECKS)).ok).toBe(true);
      const withHannah = DEMO_FOLLOWS.filter((f) => f.followerId === 'demo-hannah-kim' || f.followeeId === 'demo-hannah-kim');
      expect(result.followsInserted).toBe(DEMO_FOLLOWS.length - withHannah.length);
    } finally {
      await app.close();
      await fresh.close();
    }
  }, 120_000);
});
