import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { isVisibleTo } from '../access.js';
import { toListItem } from '../presenter.js';
import { findCampaignCard, listCardQuery } from '../repository.js';
import type { CampaignCardRow, ListCardRow } from '../repository.js';

/**
 * Reads for the social module (profiles, /following, saved lists; decision 0019): campaigns by
 * their owners or by ids, presented as listing cards. Only public campaigns: drafts and suspended
 * campaigns never leave here.
 */

/** Where a page of campaigns by owners stopped: the last card's launch time and id. */
export interface LaunchKeyset {
  launchedAt: Date;
  id: string;
}

/** Statuses a profile and /following show: running and funded campaigns (ended failures and cancels drop out). */
const OWNER_LISTING_STATUSES = ['live', 'successful'] as const;

/**
 * Live and successful campaigns of these owners, newest launch first, in keyset pages (launched_at,
 * id), backed by 0012's campaigns_owner_launched_idx. `take` is one more than the page.
 */
export async function listPublicCampaignsByOwners(
  db: Kysely<Database>,
  ownerIds: readonly string[],
  options: { after: LaunchKeyset | null; take: number; now?: Date },
): Promise<{ items: CampaignListItem[]; last: LaunchKeyset | null; more: boolean }> {
  if (ownerIds.length === 0) return { items: [], last: null, more: false };
  let query = listCardQuery(db)
    .where('campaigns.ownerId', 'in', [...ownerIds])
    .where('campaigns.status', 'in', [...OWNER_LISTING_STATUSES])
    .where('campaigns.launchedAt', 'is not', null);
  const { after } = options;
  if (after)
    query = query.where(sql<boolean>`(campaigns.launched_at, campaigns.id) < (${after.launchedAt}::timestamptz, ${after.id})`);
  const rows = await query.orderBy('campaigns.launchedAt', 'desc').orderBy('campaigns.id', 'desc').limit(options.take).execute();
  const more = rows.length >= options.take;
  const page = more ? rows.slice(0, options.take - 1) : rows;
  const lastRow = page.at(-1);
  const now = options.now ?? new Date();
  return {
    items: page.map((row) => toListItem(row, now)),
    last: lastRow?.launchedAt ? { launchedAt: lastRow.launchedAt, id: lastRow.id } : null,
    more,
  };
}

/** The public campaigns among these ids, as cards in the order of `ids` (unknown and hidden ones left out). */
export async function publicCampaignCardsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  now = new Date(),
): Promise<CampaignListItem[]> {
  if (ids.length === 0) return [];
  const rows = await listCardQuery(db)
    .where('campaigns.id', 'in', [...ids])
    .execute();
  const byId = new Map<string, ListCardRow>(rows.filter((row) => isVisibleTo(row, null)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, now)] : [];
  });
}

/** What saving needs to know about a campaign the public can see; undefined for unknown, draft or suspended ones. */
export async function publicCampaignTiming(
  db: Kysely<Database>,
  id: string,
): Promise<{ id: string; status: CampaignCardRow['status']; endsAt: Date | null; ownerId: string } | undefined> {
  const row = await findCampaignCard(db, id);
  if (!row || !isVisibleTo(row, null)) return undefined;
  return { id: row.id, status: row.status, endsAt: row.endsAt, ownerId: row.ownerId };
}

/**
 * People with live campaigns, most live campaigns first (ties by most recent launch), except
 * `excludeIds`: the suggestions of /following for someone who follows nobody yet.
 */
export async function creatorsWithLiveCampaigns(
  db: Kysely<Database>,
  excludeIds: readonly string[],
  limit: number,
): Promise<{ ownerId: string; liveCampaigns: number }[]> {
  let query = db
    .selectFrom('campaigns')
    .select(['campaigns.ownerId', sql<string>`count(*)`.as('liveCampaigns')])
    .where('campaigns.status', '=', 'live')
    .where('campaigns.endsAt', '>', new Date());
  if (excludeIds.length > 0) query = query.where('campaigns.ownerId', 'not in', [...excludeIds]);
  const rows = await query
    .groupBy('campaigns.ownerId')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(campaigns.launched_at)`, 'desc')
    .orderBy('campaigns.ownerId')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ownerId: row.ownerId, liveCampaigns: Number(row.liveCampaigns) }));
}
