import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../src/db/schema.js';
import { createDraftCampaign } from './campaigns.js';

let sequence = 0;

/** Inserts a user with unique email, username and id; any column can be overridden. */
export async function createUser(
  db: Kysely<Database>,
  overrides: Partial<Insertable<UsersTable>> = {},
): Promise<Selectable<UsersTable>> {
  sequence += 1;
  const suffix = `${sequence}_${randomUUID().slice(0, 8)}`;
  return db
    .insertInto('users')
    .values({
      id: `user_${suffix}`,
      email: `user_${suffix}@example.test`,
      displayName: `Test User ${sequence}`,
      username: `user_${suffix}`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's row as stored now, for checking what a request changed. */
export function storedUser(db: Kysely<Database>, userId: string): Promise<Selectable<UsersTable>> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function follow(db: Kysely<Database>, followerId: string, followeeId: string, createdAt?: Date): Promise<void> {
  await db
    .insertInto('userFollows')
    .values({ followerId, followeeId, ...(createdAt ? { createdAt } : {}) })
    .execute();
}

export async function saveCampaign(
  db: Kysely<Database>,
  userId: string,
  campaignId: string = randomUUID(),
  createdAt?: Date,
): Promise<string> {
  // saved_campaigns references campaigns: make the campaign (a draft of another user) if needed.
  await createDraftCampaign(db, campaignId);
  await db
    .insertInto('savedCampaigns')
    .values({ userId, campaignId, ...(createdAt ? { createdAt } : {}) })
    .execute();
  return campaignId;
}
