import type { CampaignList, CampaignListQuery, MyCampaigns } from '@crowdspark/shared/contracts/campaign-listings';
import { decodeCursor, encodeCursor } from './cursor.js';
import { toListItem } from '../presenter.js';
import * as repo from '../repository.js';
import { selectLiveCampaigns } from './listing-repository.js';
import type { ListedCampaignRow } from './listing-repository.js';
import type { CampaignDeps } from '../deps.js';

/** The public listing (keyset pages, one per sort: decision 0021) and the creator's own list. */

export async function listLiveCampaigns(deps: Pick<CampaignDeps, 'db'>, query: CampaignListQuery): Promise<CampaignList> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const now = new Date();
  const rows = await selectLiveCampaigns(deps.db, {
    sort: query.sort,
    category: query.category,
    cursor,
    take: query.limit + 1,
    now,
  });
  return toPage(rows, query.limit, query.sort, now);
}

/** One page of `limit` items out of `limit + 1` rows, with the cursor after its last item. */
export function toPage(rows: ListedCampaignRow[], limit: number, sort: string, now: Date): CampaignList {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ sort, value: last.sortKey, id: last.id }) : null;
  return { items: page.map((row) => toListItem(row, now)), nextCursor };
}

export async function listMyCampaigns(deps: Pick<CampaignDeps, 'db'>, ownerId: string): Promise<MyCampaigns> {
  const now = new Date();
  return { items: (await repo.listOwnedCampaigns(deps.db, ownerId)).map((row) => toListItem(row, now)) };
}
