import type { Insertable, Kysely } from 'kysely';
import type { CampaignFaqsTable, CampaignRewardTiersTable, CampaignsTable, Database } from './schema.js';

const DAY_MS = 86_400_000;

interface DemoCampaign {
  campaign: Omit<Insertable<CampaignsTable>, 'launchedAt' | 'endsAt' | 'status'>;
  /** Days before the seed ran that it launched (it then runs durationDays). */
  launchedDaysAgo: number;
  tiers: Omit<Insertable<CampaignRewardTiersTable>, 'campaignId' | 'position'>[];
  faqs: Omit<Insertable<CampaignFaqsTable>, 'campaignId' | 'position'>[];
}

/** 'YYYY-MM' a number of months after `from`. */
function monthsAfter(from: Date, months: number): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
}

/**
 * Live demo campaigns of the demo people, so the home page and the listing have content.
 * `demo-campaign` is the address the browser tests visit. Raised amounts and backers stay 0:
 * those counters mirror real pledges in the ledger, and demo data must not invent money.
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
        goal: 2_500_000,
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
      ],
      faqs: [
        {
          id: 'demo-campaign-f1',
          question: 'Which plugs do you ship?',
          answer: 'UK, EU and US plugs; choose after the campaign.',
        },
        { id: 'demo-campaign-f2', question: 'Is the water path plastic-free?', answer: 'Yes: steel and a silicone seal only.' },
      ],
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
        goal: 1_200_000,
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
        goal: 3_000_000,
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
        goal: 350_000,
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
        goal: 800_000,
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
    },
  ];
}

/**
 * Inserts the demo campaigns whose owners exist (a demo user can be skipped when a real account
 * holds its email), with their tiers and FAQs. Idempotent: existing campaigns are left as they are.
 */
export async function seedDemoCampaigns(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const all = demoCampaigns(now);
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
    if (wanted.length === 0) return 0;
    const inserted = new Set(
      (
        await trx
          .insertInto('campaigns')
          .values(
            wanted.map(({ campaign, launchedDaysAgo }) => {
              const launchedAt = new Date(now.getTime() - launchedDaysAgo * DAY_MS);
              const endsAt = new Date(launchedAt.getTime() + Number(campaign.durationDays) * DAY_MS);
              return { ...campaign, status: 'live' as const, launchedAt, endsAt, createdAt: launchedAt, updatedAt: launchedAt };
            }),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
    for (const { campaign, tiers, faqs } of wanted) {
      if (!inserted.has(campaign.id)) continue;
      if (tiers.length)
        await trx
          .insertInto('campaignRewardTiers')
          .values(tiers.map((tier, position) => ({ ...tier, campaignId: campaign.id, position })))
          .execute();
      if (faqs.length)
        await trx
          .insertInto('campaignFaqs')
          .values(faqs.map((faq, position) => ({ ...faq, campaignId: campaign.id, position })))
          .execute();
    }
    return inserted.size;
  });
}
