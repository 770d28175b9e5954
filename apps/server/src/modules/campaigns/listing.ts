import type { CampaignList, CampaignListQuery, MyCampaigns } from '@crowdspark/shared/contracts/campaigns';
import { decodeCursor, encodeCursor } from './cursor.js';
import { toListItem } from './presenter.js';
import * as repo from './repository.js';
import type { CampaignDeps } from './service.js';

/** The public listing (keyset pages) and the creator's own list. */

export async function listLiveCampaigns(deps: Pick<CampaignDeps, 'db'>, query: CampaignListQuery): Promise<CampaignList> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const now = new Date();
  const rows = await repo.listLiveCampaigns(deps.db, {
    sort: query.sort,
    category: query.category,
    cursor,
    take: query.limit + 1,
    now,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    const value =
      query.sort === 'newest'
        ? (last.launchedAt?.toISOString() ?? '')
        : query.sort === 'ending_soon'
          ? (last.endsAt?.toISOString() ?? '')
          : String(last.fundedBp);
    nextCursor = encodeCursor({ sort: query.sort, value, id: last.id });
  }
  return { items: page.map((row) => toListItem(row, now)), nextCursor };
}

export async function listMyCampaigns(deps: Pick<CampaignDeps, 'db'>, ownerId: string): Promise<MyCampaigns> {
  const now = new Date();
  return { items: (await repo.listOwnedCampaigns(deps.db, ownerId)).map((row) => toListItem(row, now)) };
}
