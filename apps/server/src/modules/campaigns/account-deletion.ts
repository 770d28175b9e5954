import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const LIVE_CAMPAIGN_BLOCKS_DELETION =
  'You run a campaign that is still live: cancel it, or wait until it ends and its money is settled.';

/** Live, or suspended by an admin while live: backers' money is still in its escrow. */
function liveOrSuspendedLive(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('campaigns')
    .select('id')
    .where('ownerId', '=', userId)
    .where((eb) =>
      eb.or([eb('status', '=', 'live'), eb.and([eb('status', '=', 'suspended'), eb('suspendedFromStatus', '=', 'live')])]),
    );
}

/**
 * Why the owner's campaigns stop the account from being deleted now, or null. A live campaign
 * holds backers' pledges until it settles; ended campaigns (successful, unsuccessful, canceled)
 * stay published under an anonymised creator, their money history untouched.
 */
export async function campaignsBlockingDeletion(db: Kysely<Database>, userId: string): Promise<string | null> {
  const live = await liveOrSuspendedLive(db, userId).executeTakeFirst();
  return live ? LIVE_CAMPAIGN_BLOCKS_DELETION : null;
}

/** Drafts (also drafts an admin suspended) are the owner's alone: they go with the account. */
export async function deleteOwnedDrafts(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('campaigns')
    .where('ownerId', '=', userId)
    .where((eb) =>
      eb.or([eb('status', '=', 'draft'), eb.and([eb('status', '=', 'suspended'), eb('suspendedFromStatus', '=', 'draft')])]),
    )
    .execute();
}
