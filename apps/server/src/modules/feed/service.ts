import { CATEGORY_SLUGS } from '@crowdspark/shared/constants/categories';
import { feedSchema } from '@crowdspark/shared/contracts/discovery';
import type { Feed, FeedQuery } from '@crowdspark/shared/contracts/discovery';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toJsonBody } from '../../http/cached-json.js';
import type { JsonBody } from '../../http/cached-json.js';
import { listForYou, listLiveCampaigns } from '../campaigns/service.js';
import { categoriesBackedBy } from '../pledges/service.js';
import { followedUserIds } from '../social/service.js';
import { interestsOf } from '../users/service.js';

/**
 * GET /api/feed (decision 0021): the newest and trending campaigns for everyone, and
 * "for you" for a signed-in reader, from three signals: the interests picked in settings, the
 * categories of campaigns they backed, and the creators they follow.
 */

const CATEGORIES = new Set<string>(CATEGORY_SLUGS);
/** Creators followed that "for you" reads (most recent follows first). */
const FOLLOWED_LIMIT = 200;
/** How long a public tab's page is reused (the same for every reader). */
export const FEED_PUBLIC_PAGE_TTL_MS = 10_000;

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

/** How many public pages one process keeps (a bound, so arbitrary valid cursors cannot grow it). */
const PUBLIC_PAGES_MAX = 500;

/**
 * Public pages (newest, trending), serialised once and shared for a few seconds per process,
 * the first page and the pages after it: every reader gets the same first page and so the same
 * cursor, so the next pages are shared too (see SharedValue in campaigns/discovery/discover.ts for why a few
 * seconds' delay is fine). Entries are dropped oldest first beyond PUBLIC_PAGES_MAX.
 */
export class PublicPageCache {
  private readonly pages = new Map<string, { at: number; page: Promise<JsonBody> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = PUBLIC_PAGES_MAX,
  ) {}

  get(key: string, load: () => Promise<JsonBody>): Promise<JsonBody> {
    const now = Date.now();
    const hit = this.pages.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.page;
    const page = load();
    this.pages.delete(key);
    this.pages.set(key, { at: now, page });
    // A failed load (a tampered cursor's 400, a database error) is not kept.
    page.catch(() => {
      if (this.pages.get(key)?.page === page) this.pages.delete(key);
    });
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxEntries) break;
      this.pages.delete(oldest);
    }
    return page;
  }
}

/** newest and trending: the same answer for every reader, checked against the contract once. */
export function getPublicFeedPage(db: Kysely<Database>, cache: PublicPageCache, query: FeedQuery): Promise<JsonBody> {
  const { tab, cursor, limit } = query;
  const sort = tab === 'trending' ? 'trending' : 'newest';
  return cache.get(`${sort}:${limit}:${cursor ?? ''}`, async () => {
    const page = await listLiveCampaigns({ db }, { sort, limit, ...(cursor ? { cursor } : {}) });
    return toJsonBody(feedSchema.parse({ tab, ...page, personalised: false }));
  });
}

/** for_you: the reader's own page (the public tabs go through getPublicFeedPage). */
export async function getForYouFeed(db: Kysely<Database>, query: FeedQuery, readerId: string | null): Promise<Feed> {
  const { tab, cursor, limit } = query;
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
