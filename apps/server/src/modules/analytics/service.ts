import type { PageView } from '@crowdspark/shared/contracts/analytics';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, PageViewsTable } from '../../db/schema.js';
import { countCampaignViews } from '../campaigns/service.js';
import type { CampaignViewer } from '../campaigns/service.js';
import {
  deletePageViewsBefore,
  insertPageViews,
  listPageViewsOf,
  oldestPageViewAt,
  pageViewDaysOf,
  pageViewSourcesOf,
  recomputePageViewDays,
  rollupCoveredUntil,
  setRollupCoveredUntil,
  unlinkPageViewsOf,
} from './repository.js';
import type { PathDay, SourceViews } from './repository.js';

export type { PathDay, SourceViews };

const MAX_USER_AGENT_LENGTH = 512;

export interface PageViewContext {
  userAgent: string | undefined;
  userId: string | null;
  /** The request's network (request.networkKey()): a signed-out viewer counts once a day by it. */
  networkKey: string;
}

/** A page view as it will be stored, with who viewed (for the campaign's public count). */
export interface PendingPageView {
  row: Insertable<PageViewsTable> & { createdAt: Date };
  viewer: CampaignViewer;
}

/**
 * A first-party page view, ready to store. Query strings and fragments are dropped from the path
 * and the referrer: they can carry tokens (a password-reset link) and would split one page's stats
 * into many rows. Its time is when it arrived, not when its batch is written.
 */
export function pageViewToStore(view: PageView, context: PageViewContext, now = new Date()): PendingPageView {
  return {
    row: {
      path: withoutQueryOrFragment(view.path),
      title: view.title,
      referrer: view.referrer ? withoutQueryOrFragment(view.referrer) || null : null,
      sessionId: view.sessionId,
      userId: context.userId,
      userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      utmSource: view.utmSource?.toLowerCase() ?? null,
      createdAt: now,
    },
    viewer: context.userId ? { userId: context.userId } : { networkKey: context.networkKey },
  };
}

/** Stores page views (one, or a buffered batch): the campaigns' public counts, then the raw rows, one statement each. */
export async function storePageViews(db: Kysely<Database>, views: readonly PendingPageView[]): Promise<void> {
  if (!views.length) return;
  await countCampaignViews(
    db,
    views.map(({ row, viewer }) => ({ path: row.path, viewer, at: row.createdAt })),
  );
  await insertPageViews(
    db,
    views.map((view) => view.row),
  );
}

export function withoutQueryOrFragment(pathOrUrl: string): string {
  return pathOrUrl.split(/[?#]/, 1)[0] ?? '';
}

/** The pages the account viewed while signed in, as its data export lists them. */
export async function pageViewsForExport(db: Kysely<Database>, userId: string) {
  return listPageViewsOf(db, userId);
}

/** Hook before account deletion: the account's page views stay in the stats, without their author. */
export async function forgetPageViewAuthor(trx: Transaction<Database>, userId: string): Promise<void> {
  await unlinkPageViewsOf(trx, userId);
}

const DAY_MS = 86_400_000;
/** Raw page views stay this long in the hot table (docs/product-rules.md#creator-stats); the daily rollups stay. */
export const PAGE_VIEW_RETENTION_DAYS = 90;
/**
 * A page view's time is its insert's start; one committed a little after a rollup read the table
 * is still inside the window the next run recomputes.
 */
const LATE_ARRIVAL_MS = 10 * 60_000;
/** Old raw page views deleted per run: the run stays short, the next one takes the rest. */
export const PAGE_VIEW_DELETE_BATCH = 50_000;

/** 'YYYY-MM-DD' of the UTC day holding `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The page-view rollup (called by modules/stats' job, decision 0034): recomputes the daily rows of
 * every UTC day from the last run's end (less a margin for late commits) to `now`, or of every day
 * with raw page views on the first run. Whole days are recomputed, so a page view is counted once
 * however many runs see it, and a run with nothing new rewrites nothing.
 */
export async function rollUpPageViews(trx: Transaction<Database>, now: Date): Promise<{ fromDay: string | null }> {
  const covered = await rollupCoveredUntil(trx);
  const start = covered ? new Date(covered.getTime() - LATE_ARRIVAL_MS) : await oldestPageViewAt(trx);
  const fromDay = start ? utcDay(start) : null;
  if (fromDay) await recomputePageViewDays(trx, fromDay);
  await setRollupCoveredUntil(trx, now);
  return { fromDay };
}

/**
 * Drops raw page views older than the retention window, never one the rollup has not covered yet
 * (its day's rows stay). At most PAGE_VIEW_DELETE_BATCH per call; returns how many went.
 */
export async function dropExpiredPageViews(trx: Transaction<Database>, now: Date): Promise<number> {
  const covered = await rollupCoveredUntil(trx);
  if (!covered) return 0;
  const retentionStart = Date.parse(utcDay(new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS)));
  const coveredDayStart = Date.parse(utcDay(new Date(covered.getTime() - LATE_ARRIVAL_MS)));
  return deletePageViewsBefore(trx, new Date(Math.min(retentionStart, coveredDayStart)), PAGE_VIEW_DELETE_BATCH);
}

/** Views and unique visitors per path and UTC day (from the rollup), between two days inclusive. */
export function pageViewDays(db: Kysely<Database>, paths: readonly string[], fromDay: string, toDay: string): Promise<PathDay[]> {
  return pageViewDaysOf(db, paths, fromDay, toDay);
}

/** The top referrer hosts ('' = direct) and UTM sources of these paths over the range. */
export function pageViewSources(
  db: Kysely<Database>,
  paths: readonly string[],
  fromDay: string,
  toDay: string,
  limit: number,
): Promise<SourceViews[]> {
  return pageViewSourcesOf(db, paths, fromDay, toDay, limit);
}
