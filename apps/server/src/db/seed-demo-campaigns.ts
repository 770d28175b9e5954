import type { Insertable, Kysely } from 'kysely';
import { renderStory } from '../content/rich-text.js';
import { insertImportedCampaigns, scheduleCampaignEnd } from '../modules/campaigns/service.js';
import type { JobRunner } from '../modules/jobs/runner.js';
import { DEMO_CAMPAIGN_PLANS } from './demo/catalog.js';
import type { DemoCampaignPlan } from './demo/catalog.js';
import type { CampaignFaqsTable, CampaignRewardTiersTable, CampaignsTable, Database } from './schema.js';

const DAY_MS = 86_400_000;

export interface DemoCampaign {
  campaign: Omit<Insertable<CampaignsTable>, 'launchedAt' | 'endsAt' | 'status'> & {
    id: string;
    ownerId: string;
    goal: number;
    currency: string;
    durationDays: number;
  };
  /** Days before the seed ran that it launched (it then runs durationDays; fractions are hours). */
  launchedDaysAgo: number;
  tiers: (Omit<Insertable<CampaignRewardTiersTable>, 'campaignId' | 'position'> & {
    id: string;
    minimumPledge: number;
    quantity: number | null;
  })[];
  faqs: Omit<Insertable<CampaignFaqsTable>, 'campaignId' | 'position'>[];
  /** How the demo backers fill it: the share of the goal pledged (1.5 = 150 %) by this many backers. */
  backing: { funded: number; backers: number };
}

/** 'YYYY-MM' a number of months after `from`. */
function monthsAfter(from: Date, months: number): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
}

/**
 * The first demo campaigns (stories saved as HTML, as before Markdown existed). `demo-campaign` is
 * the address the browser tests visit; it is the most funded live campaign, so home's "Most
 * funded" shelf always shows it. Raised amounts and backers are not written here: those counters
 * follow the real pledges the seed makes (demo/money.ts), and demo data never invents money.
 */
export function demoCampaigns(now: Date): DemoCampaign[] {
  return [
    {
      campaign: {
        id: 'demo-campaign',
        ownerId: 'demo-maya-okafor',
        title: 'The Fixable Kettle',
        blurb: 'A stainless kettle you can open, repair and keep for twenty years, with every spare part sold at cost.',
        storyHtml:
          '<h2>Why another kettle?</h2><p>Most kettles die of a <strong>€2 part</strong> that nobody sells. Ours opens with one screwdriver.</p>' +
          '<h3>What you get</h3><ul><li>1.5 l brushed steel body</li><li>Replaceable element, switch and lid hinge</li><li>Printed repair guide</li></ul>',
        category: 'design',
        tags: ['repairable', 'kitchen', 'sustainability'],
        location: 'Lagos, Nigeria',
        videoUrl: 'https://vimeo.com/76979871',
        goal: 150_000,
        currency: 'USD',
        fundingModel: 'all_or_nothing',
        durationDays: 45,
        viewsCount: 1_284,
      },
      launchedDaysAgo: 6,
      tiers: [
        {
          id: 'demo-campaign-t1',
          title: 'Spare-part kit',
          description: 'Element, switch and hinge, ready for the day you need them.',
          minimumPledge: 2_500,
          quantity: null,
          estimatedDelivery: monthsAfter(now, 4),
        },
        {
          id: 'demo-campaign-t2',
          title: 'Early bird kettle',
          description: 'One Fixable Kettle at the early price.',
          minimumPledge: 7_900,
          quantity: 250,
          estimatedDelivery: monthsAfter(now, 6),
        },
        {
          id: 'demo-campaign-t3',
          title: 'Kettle + spare kit',
          description: 'The kettle and a full set of spares.',
          minimumPledge: 9_900,
          quantity: null,
          estimatedDelivery: monthsAfter(now, 6),
        },
        {
          id: 'demo-campaign-t4',
          title: 'Café four-pack',
          description: 'Four kettles and two spare kits, for the office or the café counter.',
          minimumPledge: 29_900,
          quantity: 40,
          estimatedDelivery: monthsAfter(now, 6),
        },
      ],
      faqs: [
        {
          id: 'demo-campaign-f1',
          question: 'Which plugs do you ship?',
          answer: 'UK, EU and US plugs; choose after the campaign.',
        },
        { id: 'demo-campaign-f2', question: 'Is the water path plastic-free?', answer: 'Yes: steel and a silicone seal only.' },
      ],
      backing: { funded: 1.5, backers: 10 },
    },
    {
      campaign: {
        id: 'demo-last-keepers',
        ownerId: 'demo-lucas-moreau',
        title: 'The Last Keepers: a graphic novel',
        blurb: 'A 180-page graphic novel about the final lighthouse keepers of Brittany, drawn in ink and watercolour.',
        storyHtml:
          '<p>Three years of sketching on the coast, four keepers interviewed, one book.</p><blockquote>“The lamp never asked if we were tired.”</blockquote>',
        category: 'publishing',
        tags: ['comics', 'graphic-novel', 'history'],
        location: 'Lyon, France',
        goal: 120_000,
        currency: 'EUR',
        fundingModel: 'keep_it_all',
        durationDays: 30,
        viewsCount: 642,
      },
      launchedDaysAgo: 12,
      tiers: [
        {
          id: 'demo-last-keepers-t1',
          title: 'Digital edition',
          description: 'PDF and EPUB, DRM-free.',
          minimumPledge: 1_200,
          quantity: null,
          estimatedDelivery: monthsAfter(now, 3),
        },
        {
          id: 'demo-last-keepers-t2',
          title: 'Signed hardcover',
          description: 'Hardcover with a sketch on the title page.',
          minimumPledge: 4_500,
          quantity: 300,
          estimatedDelivery: monthsAfter(now, 7),
        },
      ],
      faqs: [
        { id: 'demo-last-keepers-f1', question: 'Will it be translated?', answer: 'English and French editions print together.' },
      ],
      backing: { funded: 0.58, backers: 8 },
    },
    {
      campaign: {
        id: 'demo-paper-lantern',
        ownerId: 'demo-aiko-tanaka',
        title: 'Paper Lantern',
        blurb: 'A cozy puzzle game about folding light through a hand-painted paper town.',
        storyHtml: '<p>Fold, cut and light 60 puzzles. No timers, no fail states: just a quiet evening.</p>',
        category: 'games',
        tags: ['puzzle', 'cozy', 'indie'],
        location: 'Osaka, Japan',
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        goal: 180_000,
        currency: 'USD',
        fundingModel: 'all_or_nothing',
        durationDays: 60,
        viewsCount: 2_310,
      },
      launchedDaysAgo: 2,
      tiers: [
        {
          id: 'demo-paper-lantern-t1',
          title: 'Game key',
          description: 'A key for Windows, macOS and Linux.',
          minimumPledge: 1_500,
          quantity: null,
          estimatedDelivery: monthsAfter(now, 10),
        },
        {
          id: 'demo-paper-lantern-t2',
          title: 'Art book bundle',
          description: 'Game key plus the 96-page art book.',
          minimumPledge: 4_000,
          quantity: 500,
          estimatedDelivery: monthsAfter(now, 11),
        },
      ],
      faqs: [
        { id: 'demo-paper-lantern-f1', question: 'Consoles?', answer: 'Switch after the PC release, if we reach the goal.' },
      ],
      backing: { funded: 0.35, backers: 7 },
    },
    {
      campaign: {
        id: 'demo-river-saturdays',
        ownerId: 'demo-ana',
        title: 'River Saturdays',
        blurb: 'Gloves, grabbers and skips for a year of monthly river clean-ups with our neighbours.',
        storyHtml: '<p>Every first Saturday since March, forty of us have cleaned the riverbank. We need proper kit.</p>',
        category: 'environment',
        tags: ['community', 'clean-up'],
        location: 'Porto, Portugal',
        goal: 90_000,
        currency: 'EUR',
        fundingModel: 'keep_it_all',
        durationDays: 21,
        viewsCount: 318,
      },
      launchedDaysAgo: 9,
      tiers: [
        {
          id: 'demo-river-saturdays-t1',
          title: 'Thank-you postcard',
          description: 'A postcard from the river, painted by our kids.',
          minimumPledge: 1_000,
          quantity: null,
          estimatedDelivery: monthsAfter(now, 2),
        },
      ],
      faqs: [],
      backing: { funded: 0.6, backers: 5 },
    },
    {
      campaign: {
        id: 'demo-open-oven',
        ownerId: 'demo-cleo',
        title: 'The Open Oven bakery',
        blurb: 'A wood-fired community oven where anyone can bake their own bread on Sundays.',
        storyHtml: '<p>We have the yard and the bricks. Help us buy the oven door, the flue and the first tonne of wood.</p>',
        category: 'food',
        tags: ['bread', 'community'],
        location: 'Bristol, UK',
        goal: 160_000,
        currency: 'GBP',
        fundingModel: 'all_or_nothing',
        durationDays: 40,
        viewsCount: 97,
      },
      launchedDaysAgo: 1,
      tiers: [
        {
          id: 'demo-open-oven-t1',
          title: 'First loaf',
          description: 'Bake your first loaf with our baker.',
          minimumPledge: 2_000,
          quantity: 60,
          estimatedDelivery: monthsAfter(now, 5),
        },
      ],
      faqs: [
        { id: 'demo-open-oven-f1', question: 'Is it gluten-free friendly?', answer: 'One shelf is kept for gluten-free baking.' },
      ],
      backing: { funded: 0.25, backers: 4 },
    },
  ];
}

/** A plan of demo/catalog.ts as a campaign row: its Markdown story rendered by the story pipeline. */
function fromPlan(plan: DemoCampaignPlan, now: Date, publicUrl: string): DemoCampaign {
  const minor = (units: number) => Math.round(units * 100);
  return {
    campaign: {
      id: plan.id,
      ownerId: plan.ownerId,
      title: plan.title,
      blurb: plan.blurb,
      storySource: plan.story,
      storyHtml: renderStory(plan.story, publicUrl),
      category: plan.category,
      tags: plan.tags,
      location: plan.location,
      videoUrl: plan.videoUrl ?? null,
      goal: minor(plan.goal),
      currency: plan.currency,
      fundingModel: plan.fundingModel,
      durationDays: plan.durationDays,
      viewsCount: plan.views,
    },
    launchedDaysAgo: plan.launchedDaysAgo,
    tiers: plan.tiers.map(([title, description, minimum, quantity, months], index) => ({
      id: `${plan.id}-t${index + 1}`,
      title,
      description,
      minimumPledge: minor(minimum),
      quantity,
      estimatedDelivery: monthsAfter(now, months),
    })),
    faqs: plan.faqs.map(([question, answer], index) => ({ id: `${plan.id}-f${index + 1}`, question, answer })),
    backing: { funded: plan.funded, backers: plan.backers },
  };
}

/** Every demo campaign: the first five, then the catalog (about forty, every category). */
export function allDemoCampaigns(now: Date, publicUrl: string): DemoCampaign[] {
  return [...demoCampaigns(now), ...DEMO_CAMPAIGN_PLANS.map((plan) => fromPlan(plan, now, publicUrl))];
}

/** When a demo campaign launched and ends, relative to the seed's clock. */
export function demoSchedule(campaign: DemoCampaign, now: Date): { launchedAt: Date; endsAt: Date } {
  const launchedAt = new Date(now.getTime() - Math.round(campaign.launchedDaysAgo * DAY_MS));
  return { launchedAt, endsAt: new Date(launchedAt.getTime() + campaign.campaign.durationDays * DAY_MS) };
}

/**
 * Inserts the demo campaigns whose owners exist (a demo user can be skipped when a real account
 * holds its email), live since their launch date, with their tiers and FAQs. Idempotent: existing
 * campaigns are left as they are; only the campaigns this call inserted are returned (the rest of
 * the seed works on those only).
 */
export async function seedDemoCampaigns(
  deps: { db: Kysely<Database>; publicUrl: string },
  now = new Date(),
): Promise<DemoCampaign[]> {
  return deps.db.transaction().execute(async (trx) => {
    const all = allDemoCampaigns(now, deps.publicUrl);
    const owners = new Set(
      (
        await trx
          .selectFrom('users')
          .select('id')
          .where(
            'id',
            'in',
            all.map((c) => c.campaign.ownerId),
          )
          .execute()
      ).map((u) => u.id),
    );
    const wanted = all.filter((c) => owners.has(c.campaign.ownerId));
    if (wanted.length === 0) return [];
    const inserted = await insertImportedCampaigns(
      trx,
      wanted.map((demo) => ({
        campaign: { ...demo.campaign, ...demoSchedule(demo, now) },
        tiers: demo.tiers,
        faqs: demo.faqs,
      })),
    );
    const fresh = wanted.filter((demo) => inserted.has(demo.campaign.id));
    return fresh;
  });
}

/**
 * Schedules each campaign's campaign-end job at its end date, as a launch does. The seed calls it
 * once the campaigns have their pictures and pledges: a job due already (a campaign past its end
 * date) must not settle it before then, and a server running jobs may pick one up at any moment.
 */
export async function scheduleDemoCampaignEnds(
  deps: { db: Kysely<Database>; jobs: JobRunner },
  campaigns: readonly DemoCampaign[],
  now: Date,
): Promise<void> {
  if (campaigns.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    for (const demo of campaigns) await scheduleCampaignEnd(trx, deps.jobs, demo.campaign.id, demoSchedule(demo, now).endsAt);
  });
}
