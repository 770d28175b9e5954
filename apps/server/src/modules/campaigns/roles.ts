import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export type CampaignRole = 'owner' | 'collaborator';

/**
 * The user's part in a campaign: its owner, an accepted collaborator, or nothing (null, also for
 * an unknown campaign). Collaborators edit the story, media, FAQ and rewards and post updates; only
 * the owner launches, cancels, sets the money terms and receives the funds
 * (docs/product-rules.md#campaign-collaborators).
 */
export async function campaignRoleOf(
  db: Kysely<Database> | Transaction<Database>,
  campaignId: string,
  userId: string,
): Promise<CampaignRole | null> {
  const row = await db
    .selectFrom('campaigns')
    .leftJoin('campaignCollaborators', (join) =>
      join.onRef('campaignCollaborators.campaignId', '=', 'campaigns.id').on('campaignCollaborators.userId', '=', userId),
    )
    .select(['campaigns.ownerId', 'campaignCollaborators.userId as collaboratorId'])
    .where('campaigns.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.ownerId === userId) return 'owner';
  return row.collaboratorId ? 'collaborator' : null;
}

/**
 * Of these people, those on the campaign's creator side (its owner and accepted collaborators), in
 * one query however many are asked about: the comment badges of a whole page use it.
 */
export async function creatorSideAmong(
  db: Kysely<Database> | Transaction<Database>,
  campaignId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = [...new Set(userIds)];
  const rows = await db
    .selectFrom('campaigns')
    .select('campaigns.ownerId as userId')
    .where('campaigns.id', '=', campaignId)
    .where('campaigns.ownerId', 'in', ids)
    .union(
      db
        .selectFrom('campaignCollaborators')
        .select('campaignCollaborators.userId')
        .where('campaignCollaborators.campaignId', '=', campaignId)
        .where('campaignCollaborators.userId', 'in', ids),
    )
    .execute();
  return new Set(rows.map((row) => row.userId));
}

export interface TeamCampaign {
  id: string;
  title: string | null;
  ownerId: string;
  currency: string;
  createdAt: Date;
  role: CampaignRole;
}

/**
 * The campaigns the user owns or collaborates on (any status), newest first: what creator stats
 * cover. Two index lookups (by owner, by collaborator) joined with union, not one `or` over a join,
 * which would read every campaign.
 */
export async function teamCampaignsOf(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<TeamCampaign[]> {
  const columns = ['campaigns.id', 'campaigns.title', 'campaigns.ownerId', 'campaigns.currency', 'campaigns.createdAt'] as const;
  const rows = await db
    .selectFrom('campaigns')
    .select(columns)
    .where('campaigns.ownerId', '=', userId)
    .union(
      db
        .selectFrom('campaignCollaborators')
        .innerJoin('campaigns', 'campaigns.id', 'campaignCollaborators.campaignId')
        .select(columns)
        .where('campaignCollaborators.userId', '=', userId),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, role: row.ownerId === userId ? 'owner' : 'collaborator' }));
}

/**
 * One campaign as teamCampaignsOf lists it, when the user owns it or collaborates on it; null
 * otherwise (also for an unknown campaign). One lookup by primary key, whatever the user runs:
 * the stats of one campaign ask only this (decision 0034).
 */
export async function teamCampaignOf(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  campaignId: string,
): Promise<TeamCampaign | null> {
  const row = await db
    .selectFrom('campaigns')
    .leftJoin('campaignCollaborators', (join) =>
      join.onRef('campaignCollaborators.campaignId', '=', 'campaigns.id').on('campaignCollaborators.userId', '=', userId),
    )
    .select([
      'campaigns.id',
      'campaigns.title',
      'campaigns.ownerId',
      'campaigns.currency',
      'campaigns.createdAt',
      'campaignCollaborators.userId as collaboratorId',
    ])
    .where('campaigns.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) return null;
  const { collaboratorId, ...campaign } = row;
  if (campaign.ownerId === userId) return { ...campaign, role: 'owner' };
  return collaboratorId ? { ...campaign, role: 'collaborator' } : null;
}
