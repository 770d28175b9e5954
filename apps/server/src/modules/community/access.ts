import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { campaignRoleOf, findCampaign, NOT_FOUND_MESSAGE, viewerFor } from '../campaigns/service.js';
import { hasPledgedTo } from '../pledges/service.js';

/**
 * Who is reading or acting on a campaign's community: their role on the campaign and whether
 * they may read backers-only updates (docs/product-rules.md#campaign-updates).
 */
export interface CommunityContext {
  campaignId: string;
  campaignStatus: string;
  ownerId: string;
  reader: { id: string; role: string } | null;
  /** 'owner' or 'collaborator' (campaigns' campaignRoleOf), null for everyone else. */
  campaignRole: 'owner' | 'collaborator' | null;
  isAdmin: boolean;
}

/**
 * The campaign as this reader may see it: drafts and suspended campaigns exist only for their
 * creator side and admins (404 for anyone else, as their page).
 */
export async function communityContext(
  db: Kysely<Database>,
  campaignId: string,
  readerId: string | null,
): Promise<CommunityContext> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const reader = await viewerFor(db, readerId);
  const campaignRole = reader ? await campaignRoleOf(db, campaignId, reader.id) : null;
  const isAdmin = isAdminRole(reader?.role);
  const hidden = campaign.status === 'draft' || campaign.status === 'suspended';
  if (hidden && campaignRole === null && !isAdmin) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return { campaignId, campaignStatus: campaign.status, ownerId: campaign.ownerId, reader, campaignRole, isAdmin };
}

/**
 * Backers-only bodies are for backers (anyone with a pledge on the campaign, past or present),
 * the owner, collaborators and admins. Memoised per context: a page of updates asks once.
 */
export function backersOnlyReader(db: Kysely<Database>, context: CommunityContext): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () => {
    answer ??= (async () => {
      if (!context.reader) return false;
      if (context.campaignRole !== null || context.isAdmin) return true;
      return hasPledgedTo(db, context.reader.id, context.campaignId);
    })();
    return answer;
  };
}
