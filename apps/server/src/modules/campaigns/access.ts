import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repository.js';
import type { CampaignRow } from './repository.js';
import { campaignRoleOf } from './roles.js';
import type { CampaignRole } from './roles.js';

/** The signed-in person acting (from the session), or null for the public. */
export interface Actor {
  id: string;
  email: string;
  emailVerified: boolean;
  role: string;
}

export const NOT_FOUND_MESSAGE = 'No campaign has this id.';
export const notFound = () => new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);

/**
 * Drafts and suspended campaigns exist only for their owner, its collaborators and admins; for
 * anyone else they are 404 (docs/product-rules.md#campaign-collaborators).
 */
export function isVisibleTo(
  row: Pick<CampaignRow, 'status' | 'ownerId'>,
  viewer: { id: string; role: string } | null,
  campaignRole: CampaignRole | null = null,
): boolean {
  if (row.status !== 'draft' && row.status !== 'suspended') return true;
  return viewer !== null && (viewer.id === row.ownerId || campaignRole !== null || isAdminRole(viewer.role));
}

export const OWNER_ONLY_MESSAGE =
  'Only the campaign’s creator can do this: collaborators edit the story, media, FAQ and rewards, but cannot launch, cancel or change the money settings.';

/** Loads and locks the campaign with the actor's part in it; 404 when they could not even see it. */
async function lockWithRole(trx: Transaction<Database>, id: string, actor: Actor) {
  const row = await repo.findCampaignForUpdate(trx, id);
  if (!row) throw notFound();
  const role = await campaignRoleOf(trx, id, actor.id);
  if (!isVisibleTo(row, actor, role)) throw notFound();
  return { row, role };
}

/** Loads and locks the campaign for a change only its owner may make (launch, cancel); 403 for collaborators and others. */
export async function lockOwned(trx: Transaction<Database>, id: string, actor: Actor): Promise<CampaignRow> {
  const { row, role } = await lockWithRole(trx, id, actor);
  if (role === 'collaborator') throw new AppError('FORBIDDEN', OWNER_ONLY_MESSAGE);
  if (role !== 'owner') throw new AppError('FORBIDDEN', 'Only the campaign’s creator can change it.');
  return row;
}

/** Loads and locks the campaign for an edit by its owner or a collaborator (docs/product-rules.md#campaign-collaborators). */
export async function lockEditable(
  trx: Transaction<Database>,
  id: string,
  actor: Actor,
): Promise<{ row: CampaignRow; role: CampaignRole }> {
  const { row, role } = await lockWithRole(trx, id, actor);
  if (!role) throw new AppError('FORBIDDEN', 'Only the campaign’s creator and its collaborators can change it.');
  return { row, role };
}
