import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CAMPAIGN_ID_PATTERN } from './ids.js';
import { deleteCampaignViewersBefore, recordCampaignViewers } from './repository.js';

const CAMPAIGN_PAGE = /^\/campaigns\/([^/]+)\/?$/;
const DAY_MS = 86_400_000;

/** Who is viewing: a signed-in person by account, anyone else by network (a keyed hash). */
export type CampaignViewer = { userId: string } | { networkKey: string };

function viewerKey(viewer: CampaignViewer): string {
  return 'userId' in viewer ? `user:${viewer.userId}` : `network:${viewer.networkKey}`;
}

/**
 * Campaign views come from the first-party page views the web app already sends on every route
 * change (POST /api/analytics/page-view): no second request, one source of truth. A live
 * campaign's public view count counts each viewer once per UTC day: a person by account, anyone
 * signed out by network, so fresh session ids or cleared cookies add nothing. Recording the viewer
 * and raising the count is one statement: parallel page views cannot both count. The raw page
 * views (every one, for the creator's stats) are stored by analytics regardless. Analytics
 * buffers page views and hands them over in batches: the campaign pages among a batch are counted
 * in one statement.
 */
export async function countCampaignViews(
  db: Kysely<Database>,
  views: readonly { path: string; viewer: CampaignViewer; at: Date }[],
): Promise<void> {
  const rows = new Map<string, { campaignId: string; day: string; viewer: string }>();
  for (const view of views) {
    const id = CAMPAIGN_PAGE.exec(view.path)?.[1];
    if (!id || !CAMPAIGN_ID_PATTERN.test(id)) continue;
    const row = { campaignId: id, day: view.at.toISOString().slice(0, 10), viewer: viewerKey(view.viewer) };
    rows.set(`${row.campaignId} ${row.day} ${row.viewer}`, row);
  }
  if (rows.size) await recordCampaignViewers(db, [...rows.values()]);
}

/** Viewers recorded before yesterday (UTC) can no longer matter: a day counts each viewer once. */
export async function forgetCampaignViewersBefore(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteCampaignViewersBefore(db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
}
