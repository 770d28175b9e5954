import type {
  CampaignDetail,
  CampaignImage,
  CampaignProgress,
  CampaignStatus,
  CurrencyCode,
  RewardTier,
} from '@crowdspark/shared/contracts/campaigns';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { CategorySlug } from '@crowdspark/shared/constants/categories';
import { toAddOn } from './add-ons/add-ons.js';
import type { AddOnPart, CampaignCardRow, CampaignRow, FaqRow, ImagePart, ListCardRow, TierPart } from './repository.js';

const DAY_MS = 86_400_000;

/** The widest variant: the default `src` when a client does not pick a width itself. */
export function largestVariant(variants: Record<string, string>): string {
  const widths = Object.keys(variants)
    .map(Number)
    .sort((a, b) => b - a);
  return variants[String(widths[0])] ?? '';
}

export function toImage(row: ImagePart): CampaignImage {
  return { id: row.id, role: row.role, position: row.position, url: largestVariant(row.variants), variants: row.variants };
}

/** The columns a progress bar reads (lists select only a card's columns). */
type ProgressPart = Pick<CampaignRow, 'raised' | 'goal' | 'backersCount' | 'status' | 'endsAt' | 'viewsCount'>;

export function progressOf(row: ProgressPart, now: Date): CampaignProgress {
  const raised = Number(row.raised);
  const goal = row.goal === null ? null : Number(row.goal);
  return {
    raised,
    percentOfGoal: goal ? Math.floor((raised * 100) / goal) : 0,
    backers: row.backersCount,
    daysLeft: daysLeft(row.status, row.endsAt, now),
    views: Number(row.viewsCount),
  };
}

/** Rounded up while live (a campaign ending in 3 hours has 1 day left); null before launch. */
function daysLeft(status: CampaignStatus, endsAt: Date | null, now: Date): number | null {
  if (!endsAt) return null;
  if (status !== 'live') return 0;
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

function creatorOf(row: ListCardRow) {
  return {
    id: row.ownerId,
    username: row.creatorUsername,
    displayName: row.creatorDisplayName,
    photoURL: row.creatorPhotoUrl,
  };
}

export function toListItem(row: ListCardRow, now: Date): CampaignListItem {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    blurb: row.blurb,
    category: row.category as CategorySlug | null,
    coverUrl: row.coverVariants ? largestVariant(row.coverVariants) : null,
    coverVariants: row.coverVariants,
    goal: row.goal === null ? null : Number(row.goal),
    currency: row.currency as CurrencyCode,
    fundingModel: row.fundingModel,
    progress: progressOf(row, now),
    launchedAt: row.launchedAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    creator: creatorOf(row),
  };
}

export function toTier(row: TierPart): RewardTier {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    minimumPledge: Number(row.minimumPledge),
    quantity: row.quantity,
    claimed: row.claimed,
    remaining: row.quantity === null ? null : Math.max(0, row.quantity - row.claimed),
    estimatedDelivery: row.estimatedDelivery,
    shipping: row.shipping ?? null,
  };
}

export interface DetailParts {
  row: CampaignCardRow;
  tiers: TierPart[];
  addOns: AddOnPart[];
  faqs: FaqRow[];
  images: ImagePart[];
  viewer: CampaignDetail['viewer'];
  now: Date;
}

export function toDetail({ row, tiers, addOns, faqs, images, viewer, now }: DetailParts): CampaignDetail {
  const cover = images.find((image) => image.id === row.coverImageId);
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    blurb: row.blurb,
    storyHtml: row.storyHtml,
    storySource: row.storySource,
    storyFormat: row.storyFormat,
    risks: row.risks,
    aboutCreator: row.aboutCreator,
    category: row.category as CategorySlug | null,
    tags: row.tags,
    location: row.location,
    videoUrl: row.videoUrl,
    goal: row.goal === null ? null : Number(row.goal),
    currency: row.currency as CurrencyCode,
    fundingModel: row.fundingModel,
    durationDays: row.durationDays,
    cover: cover ? toImage(cover) : null,
    gallery: images.filter((image) => image.role === 'gallery').map(toImage),
    tiers: tiers.map(toTier),
    addOns: addOns.map(toAddOn),
    faqs: faqs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer })),
    progress: progressOf(row, now),
    launchedAt: row.launchedAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    creator: creatorOf(row),
    viewer,
  };
}
