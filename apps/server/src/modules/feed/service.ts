import { CATEGORY_SLUGS } from '@crowdspark/shared/constants/categories';
import type { CampaignList } from '@crowdspark/shared/contracts/campaigns';
import type { Feed, FeedQuery } from '@crowdspark/shared/contracts/discovery';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { listForYou, listLiveCampaigns } from '../campaigns/service.js';
import { categoriesBackedBy } from '../pledges/service.js';
import { followedUserIds } from '../social/service.js';
import { interestsOf } from '../users/service.js';

/**
 * GET /api/feed (issue 10, decision 0021): the newest and trending campaigns for everyone, and
 * "for you" for a signed-in reader, from three signals: the interests picked in settings, the
 * categories of campaigns they backed, and the creators they follow.
 */

const CATEGORIES = new Set<string>(CATEGORY_SLUGS);
/** Creators followed that "for you" reads (most recent follows first). */
const FOLLOWED_LIMIT = 200;
/** How long a public tab's first page is reused (the same for every reader). */
export const FEED_FIRST_PAGE_TTL_MS = 10_000;

export const FOR_YOU_NEEDS_SIGN_IN = 'Sign in to see campaigns picked for you.';

export interface FeedSignals {
  categories: string[];
  ownerIds: string[];
}

/** What personalises the reader's feed. Interests are free text; only those naming a category count. */
export async function feedSignals(db: Kysely<Database>, userId: string): Promise<FeedSignals> {
  const [interests, backed, followed] = await Promise.all([
    interestsOf(db, userId),
    categoriesBackedBy(db, userId),
    followedUserIds(db, userId, FOLLOWED_LIMIT),
  ]);
  const categories = [...new Set([...interests, ...backed].filter((slug) => CATEGORIES.has(slug)))];
  return { categories, ownerIds: followed };
}

/** A small per-process cache of public first pages (see SharedValue in campaigns/discover.ts for why). */
export class FirstPageCache {
  private readonly pages = new Map<string, { at: number; page: Promise<CampaignList> }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<CampaignList>): Promise<CampaignList> {
    const now = Date.now();
    const hit = this.pages.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.page;
    const page = load();
    this.pages.set(key, { at: now, page });
    page.catch(() => this.pages.delete(key));
    return page;
  }
}

export async function getFeed(
  db: Kysely<Database>,
  cache: FirstPageCache,
  query: FeedQuery,
  readerId: string | null,
): Promise<Feed> {
  const { tab, cursor, limit } = query;
  if (tab !== 'for_you') {
    const sort = tab === 'newest' ? 'newest' : 'trending';
    const load = () => listLiveCampaigns({ db }, { sort, limit, ...(cursor ? { cursor } : {}) });
    const page = cursor ? await load() : await cache.get(`${tab}:${limit}`, load);
    return { tab, ...page, personalised: false };
  }
  if (!readerId) throw new AppError('UNAUTHENTICATED', FOR_YOU_NEEDS_SIGN_IN);
  const signals = await feedSignals(db, readerId);
  if (signals.categories.length === 0 && signals.ownerIds.length === 0) {
    // Nothing to personalise with yet: the newest campaigns, and the page says how to change that.
    const page = await listLiveCampaigns({ db }, { sort: 'newest', limit, ...(cursor ? { cursor } : {}) });
    return { tab, ...page, personalised: false };
  }
  const page = await listForYou(db, { readerId, ...signals, cursor, limit });
  return { tab, ...page, personalised: true };
}
