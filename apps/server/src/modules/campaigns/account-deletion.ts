import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const LAUNCHED_CAMPAIGNS_BLOCK_DELETION =
  'Your account owns campaigns that have launched; they carry backers’ pledges, so the account cannot be deleted. Contact support.';

/**
 * Called before an account is deleted (Better Auth's deleteUser.beforeDelete). campaigns.owner_id
 * is `on delete restrict`: drafts are the owner's alone and go with the account; a campaign that
 * ever launched has backers and a money history, so deletion is refused while one exists.
 * Returns the refusal sentence, or null when the account may go.
 */
export async function prepareOwnerDeletion(db: Kysely<Database>, userId: string): Promise<string | null> {
  const launched = await db
    .selectFrom('campaigns')
    .select('id')
    .where('ownerId', '=', userId)
    .where('status', '<>', 'draft')
    .where((eb) => eb.or([eb('suspendedFromStatus', 'is', null), eb('suspendedFromStatus', '<>', 'draft')]))
    .executeTakeFirst();
  if (launched) return LAUNCHED_CAMPAIGNS_BLOCK_DELETION;
  await db.deleteFrom('campaigns').where('ownerId', '=', userId).execute();
  return null;
}
