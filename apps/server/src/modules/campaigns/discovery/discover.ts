import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import type { CampaignList, CampaignSort } from '@crowdspark/shared/contracts/campaign-listings';
import { DISCOVER_SECTION_SIZE } from '@crowdspark/shared/contracts/discovery';
import type { Discover, StaffPick } from '@crowdspark/shared/contracts/discovery';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { writeAuditEntry } from '../../../audit/audit-log.js';
import type { Actor } from '../access.js';
import { isVisibleTo, notFound } from '../access.js';
import { decodeCursor } from '../listings/cursor.js';
import * as discoveryRepo from './discovery-repository.js';
import { toPage } from '../listings/listing.js';
import { toListItem } from '../presenter.js';
import { selectLiveCampaigns } from '../listings/listing-repository.js';
import * as repo from '../repository.js';

/**
 * Discovery's reads and the staff picks (decision 0021). GET /api/discover answers
 * every section of /discover and home at once, so the page paints after one request.
 */

/**
 * A value computed at most once per `ttlMs` per process, shared by concurrent requests. After it
 * expires the next reader still gets the old value at once while one refresh runs behind it
 * (stale-while-revalidate): /discover is the same for every visitor, and a few seconds of delay on
 * a new pledge or launch is invisible, while recomputing it per request would not hold the load.
 */
export class SharedValue<T> {
  private value: { data: T; at: number } | null = null;
  private pending: Promise<T> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
  ) {}

  async get(): Promise<T> {
    const now = Date.now();
    if (this.value && now - this.value.at < this.ttlMs) return this.value.data;
    const refresh = this.refresh();
    if (this.value) {
      refresh.catch(() => undefined);
      return this.value.data;
    }
    return refresh;
  }

  /** The next read computes again (an admin changed a staff pick). */
  clear(): void {
    this.value = null;
  }

  private refresh(): Promise<T> {
    this.pending ??= this.compute()
      .then((data) => {
        this.value = { data, at: Date.now() };
        return data;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}

/** How long GET /api/discover's answer is reused. */
export const DISCOVER_TTL_MS = 10_000;

async function section(db: Kysely<Database>, sort: CampaignSort, now: Date) {
  const rows = await selectLiveCampaigns(db, {
    sort,
    category: undefined,
    cursor: null,
    take: DISCOVER_SECTION_SIZE,
    now,
  });
  return rows.map((row) => toListItem(row, now));
}

/**
 * How long the category counts are reused: counting the live campaigns of every category reads
 * the whole live category index (126 ms on 1,000,000 campaigns, 482 ms before a VACUUM), so it
 * runs far less often than the sections' index range scans. A tile's count a few minutes old is
 * invisible to a visitor; the lists themselves stay within DISCOVER_TTL_MS.
 */
export const CATEGORY_COUNTS_TTL_MS = 5 * 60_000;

export type CategoryCounts = Discover['categories'];

/** The live count of every category (zero for those without live campaigns). */
export async function getCategoryCounts(db: Kysely<Database>): Promise<CategoryCounts> {
  const counts = await discoveryRepo.liveCountsByCategory(db, new Date());
  return CATEGORIES.map(({ slug }) => ({ slug, liveCount: counts.get(slug) ?? 0 }));
}

/** Every section of /discover: a few cards each, and the live count of every category. */
export async function getDiscover(db: Kysely<Database>, categoryCounts: () => Promise<CategoryCounts>): Promise<Discover> {
  const now = new Date();
  const [staffPicks, trending, endingSoon, nearGoal, newest, categories] = await Promise.all([
    section(db, 'staff_picks', now),
    section(db, 'trending', now),
    section(db, 'ending_soon', now),
    section(db, 'near_goal', now),
    section(db, 'newest', now),
    categoryCounts(),
  ]);
  return { staffPicks, trending, endingSoon, nearGoal, new: newest, categories };
}

/**
 * Admin: a public campaign becomes (or stops being) a staff pick, audited in the same transaction.
 * Drafts and suspended campaigns are 404 here too (only public campaigns can be picked); picking
 * twice keeps the first pick's time.
 */
export async function setStaffPick(
  db: Kysely<Database>,
  id: string,
  admin: Actor,
  picked: boolean,
  now = new Date(),
): Promise<StaffPick> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCampaignForUpdate(trx, id);
    if (!row || !isVisibleTo(row, null)) throw notFound();
    const current = row.staffPickedAt;
    if (picked === (current !== null)) return { campaignId: id, staffPickedAt: current?.toISOString() ?? null };
    const at = picked ? now : null;
    await discoveryRepo.setStaffPickedAt(trx, id, at);
    await writeAuditEntry(trx, {
      actorId: admin.id,
      action: picked ? 'campaign.staff_pick' : 'campaign.staff_unpick',
      targetType: 'campaign',
      targetId: id,
      before: { staffPick: !picked },
      after: { staffPick: picked },
      reason: null,
      details: { status: row.status },
    });
    return { campaignId: id, staffPickedAt: at?.toISOString() ?? null };
  });
}

/** The feed's personal list (newest first); the feed module gathers the reader's signals. */
export async function listForYou(
  db: Kysely<Database>,
  query: {
    readerId: string;
    categories: readonly string[];
    ownerIds: readonly string[];
    cursor: string | undefined;
    limit: number;
  },
): Promise<CampaignList> {
  const cursor = query.cursor ? decodeCursor(query.cursor, FOR_YOU) : null;
  const now = new Date();
  const rows = await discoveryRepo.listForYou(db, {
    categories: query.categories,
    ownerIds: query.ownerIds,
    readerId: query.readerId,
    cursor,
    take: query.limit + 1,
    now,
  });
  return toPage(rows, query.limit, FOR_YOU, now);
}

const FOR_YOU = 'for_you';
