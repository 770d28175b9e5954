import type { Backer } from '@crowdspark/shared/contracts/pledges';
import type { PublicBacker } from '@crowdspark/shared/contracts/money-trail';
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaign } from '../campaigns/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { backersOfCampaign, backersOfPledges } from './repository.js';

/** Whether the backer lets their backed campaigns (and so their name on a backers list) show. */
function showsBacking(preferences: unknown): boolean {
  const privacy = (preferences as { privacy?: { showBackedCampaigns?: unknown } } | null)?.privacy;
  return privacy?.showBackedCampaigns !== false;
}

/**
 * The backers of these pledges as the public may see them (the money trail, decision 0071): a name
 * only for a backer who turned on "Show the campaigns I back" (off until they do, like their
 * profile's backed campaigns), never for a deleted account; null for everyone else.
 */
export async function publicBackersOfPledges(
  db: Kysely<Database>,
  pledgeIds: readonly string[],
): Promise<Map<string, PublicBacker | null>> {
  if (pledgeIds.length === 0) return new Map();
  const rows = await backersOfPledges(db, pledgeIds);
  return new Map(
    rows.map((row) => [
      row.id,
      choseToShowBacking(row.preferences) && row.deletedAt === null
        ? { displayName: row.displayName, username: row.username }
        : null,
    ]),
  );
}

/** Only an explicit yes: a person who never saved their privacy setting backs in private. */
function choseToShowBacking(preferences: unknown): boolean {
  const privacy = (preferences as { privacy?: { showBackedCampaigns?: unknown } } | null)?.privacy;
  return privacy?.showBackedCampaigns === true;
}

/** The creator's (or an admin's) list of backers; private backers appear without a name. */
export async function listBackers(
  db: Kysely<Database>,
  campaignId: string,
  viewer: { id: string; role: string },
): Promise<Backer[]> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', 'No campaign was found at this address.');
  const isAdmin = viewer.role === 'admin' || viewer.role === 'superadmin';
  if (campaign.ownerId !== viewer.id && !isAdmin)
    throw new AppError('FORBIDDEN', 'Only the creator can see who backs this campaign.');
  const rows = await backersOfCampaign(db, campaignId);
  return rows.map((row) => {
    const visible = showsBacking(row.preferences);
    return {
      pledgeId: row.id,
      name: visible ? row.displayName : null,
      username: visible ? row.username : null,
      tierTitle: row.tierTitle,
      amount: toMinorUnits(row.amount),
      currency: row.currency,
      status: row.status,
      pledgedAt: row.createdAt.toISOString(),
    };
  });
}

/** One CSV cell: quoted, and a leading = + - @ neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function backersCsv(backers: readonly Backer[]): string {
  const header = ['Backer', 'Username', 'Reward', 'Amount', 'Currency', 'Status', 'Pledged at'];
  const lines = backers.map((b) =>
    [
      b.name ?? 'Private backer',
      b.username ?? '',
      b.tierTitle ?? 'No reward',
      formatMinorUnits(b.amount),
      b.currency,
      b.status,
      b.pledgedAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
