import type { AdminCampaign, AdminCampaignList, AdminCampaignsQuery } from '@crowdspark/shared/contracts/admin';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../../http/dated-cursor.js';
import { toMinorUnits } from '../../ledger/amounts.js';

const CURSOR = 'admin-campaigns';

/**
 * The portal's campaigns list (decision 0035): every status, drafts and suspended ones included,
 * searched by title, id or owner, newest first in keyset pages.
 */
export async function listCampaignsForAdmin(db: Kysely<Database>, query: AdminCampaignsQuery): Promise<AdminCampaignList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, CURSOR) : null;
  let q = db
    .selectFrom('campaigns')
    .innerJoin('users', 'users.id', 'campaigns.ownerId')
    .select([
      'campaigns.id',
      'campaigns.title',
      'campaigns.status',
      'campaigns.suspendedFromStatus',
      'campaigns.ownerId',
      'users.displayName',
      'users.username',
      'campaigns.goal',
      'campaigns.raised',
      'campaigns.currency',
      'campaigns.backersCount',
      'campaigns.staffPickedAt',
      'campaigns.endsAt',
      'campaigns.createdAt',
    ]);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('campaigns.title', 'ilike', pattern),
        eb('campaigns.id', '=', query.q ?? ''),
        eb('users.username', 'ilike', pattern),
        eb('users.displayName', 'ilike', pattern),
      ]),
    );
  }
  if (query.status) q = q.where('campaigns.status', '=', query.status);
  if (query.staffPick) q = q.where('campaigns.staffPickedAt', query.staffPick === '1' ? 'is not' : 'is', null);
  if (after) q = q.where(sql<boolean>`(campaigns.created_at, campaigns.id) < (${after.at}, ${after.id})`);
  const rows = await q
    .orderBy('campaigns.createdAt', 'desc')
    .orderBy('campaigns.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row): AdminCampaign => ({
      id: row.id,
      title: row.title,
      status: row.status,
      suspendedFromStatus: row.suspendedFromStatus,
      owner: { id: row.ownerId, displayName: row.displayName, username: row.username },
      goal: row.goal === null ? null : toMinorUnits(row.goal),
      raised: toMinorUnits(row.raised),
      currency: row.currency,
      backersCount: row.backersCount,
      staffPick: row.staffPickedAt !== null,
      endsAt: row.endsAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(CURSOR, { at: last.createdAt, id: last.id }) : null,
  };
}
