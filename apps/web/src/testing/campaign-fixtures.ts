import type { CampaignDetail, RewardTier } from '@crowdspark/shared/contracts/campaigns';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { Pledge } from '@crowdspark/shared/contracts/pledges';

export function makeTier(overrides: Partial<RewardTier> = {}): RewardTier {
  return {
    id: 't1',
    position: 0,
    title: 'Spare-part kit',
    description: 'Element, switch and hinge.',
    minimumPledge: 2500,
    quantity: null,
    claimed: 0,
    remaining: null,
    estimatedDelivery: '2099-03',
    shipping: null,
    ...overrides,
  };
}

const creator = { id: 'u-maya', username: 'maya', displayName: 'Maya Okafor', photoURL: null };
const progress = { raised: 125000, percentOfGoal: 50, backers: 12, daysLeft: 9, views: 300 };

export function makeCampaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: 'c1',
    status: 'live',
    title: 'The Fixable Kettle',
    blurb: 'A kettle you can repair.',
    storyHtml: '<p>Story</p>',
    storySource: 'Story',
    storyFormat: 'markdown',
    risks: null,
    aboutCreator: null,
    category: 'design',
    tags: [],
    location: null,
    videoUrl: null,
    goal: 250000,
    currency: 'USD',
    fundingModel: 'all_or_nothing',
    durationDays: 30,
    cover: null,
    gallery: [],
    tiers: [makeTier()],
    addOns: [],
    faqs: [],
    progress,
    launchedAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
    endedAt: null,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    creator,
    viewer: { isOwner: false, canEdit: false, role: null },
    ...overrides,
  };
}

export function makeListItem(overrides: Partial<CampaignListItem> = {}): CampaignListItem {
  return {
    id: 'c1',
    status: 'live',
    title: 'The Fixable Kettle',
    blurb: 'A kettle you can repair.',
    category: null,
    coverUrl: null,
    coverVariants: null,
    goal: 250000,
    currency: 'USD',
    fundingModel: 'all_or_nothing',
    progress,
    launchedAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    creator,
    ...overrides,
  };
}

export function makePledge(overrides: Partial<Pledge> = {}): Pledge {
  return {
    id: 'p1',
    campaignId: 'c1',
    tierId: 't1',
    amount: 3000,
    currency: 'USD',
    status: 'active',
    breakdown: { reward: 3000, shipping: 0, addOns: 0, total: 3000 },
    shipTo: null,
    addOns: [],
    changeable: true,
    createdAt: '2026-11-02T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}
