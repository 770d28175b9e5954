import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repository.js';
import type { CampaignRow } from './repository.js';

/** The signed-in person acting (from the session), or null for the public. */
export interface Actor {
  id: string;
  email: string;
  emailVerified: boolean;
  role: string;
}

export const NOT_FOUND_MESSAGE = 'No campaign has this id.';
export const notFound = () => new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);

/** Drafts and suspended campaigns exist only for their owner and admins; for anyone else they are 404. */
export function isVisibleTo(row: Pick<CampaignRow, 'status' | 'ownerId'>, viewer: { id: string; role: string } | null): boolean {
  if (row.status !== 'draft' && row.status !== 'suspended') return true;
  return viewer !== null && (viewer.id === row.ownerId || isAdminRole(viewer.role));
}

/** Loads and locks the campaign for a change by its owner; 404 when others could not even see it. */
export async function lockOwned(trx: Transaction<Database>, id: string, actor: Actor): Promise<CampaignRow> {
  const row = await repo.findCampaignForUpdate(trx, id);
  if (!row || !isVisibleTo(row, actor)) throw notFound();
  if (row.ownerId !== actor.id) throw new AppError('FORBIDDEN', 'Only the campaign’s creator can change it.');
  return row;
}
