import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CAMPAIGN_ID_PATTERN } from './ids.js';
import { deleteCampaignViewersBefore, recordCampaignViewer } from './repository.js';

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
 * views (every one, for the creator's stats) are stored by analytics regardless.
 */
export async function countCampaignView(
  db: Kysely<Database>,
  path: string,
  viewer: CampaignViewer,
  now = new Date(),
): Promise<void> {
  const id = CAMPAIGN_PAGE.exec(path)?.[1];
  if (!id || !CAMPAIGN_ID_PATTERN.test(id)) return;
  await recordCampaignViewer(db, id, now.toISOString().slice(0, 10), viewerKey(viewer));
}

/** Viewers recorded before yesterday (UTC) can no longer matter: a day counts each viewer once. */
export async function forgetCampaignViewersBefore(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteCampaignViewersBefore(db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
}
