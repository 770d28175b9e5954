import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CAMPAIGN_ID_PATTERN } from './ids.js';
import { incrementViews } from './repository.js';

const CAMPAIGN_PAGE = /^\/campaigns\/([^/]+)\/?$/;
/** The same browser session reopening the page within this window is one view. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * Campaign views come from the first-party page views the web app already sends on every route
 * change (POST /api/analytics/page-view): no second request, one source of truth. Called before
 * the page view is stored; a view counts once per browser session per 30 minutes, and only for
 * live campaigns. Not unique visitors: a signal for creators, not a billing figure.
 */
export async function countCampaignView(db: Kysely<Database>, path: string, sessionId: string, now = new Date()): Promise<void> {
  const id = CAMPAIGN_PAGE.exec(path)?.[1];
  if (!id || !CAMPAIGN_ID_PATTERN.test(id)) return;
  const recent = await db
    .selectFrom('pageViews')
    .select('id')
    .where('path', '=', path)
    .where('sessionId', '=', sessionId)
    .where('createdAt', '>', new Date(now.getTime() - VIEW_WINDOW_MS))
    .executeTakeFirst();
  if (!recent) await incrementViews(db, id);
}
