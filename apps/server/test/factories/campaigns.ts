import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CampaignsTable, Database, TierShipping } from '../../src/db/schema.js';

const DAY_MS = 86_400_000;

/** A bare owner (users.ts imports this file, so it cannot use createUser without a cycle). */
async function insertOwner(db: Kysely<Database>): Promise<string> {
  const id = `owner_${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.test`, displayName: 'Campaign Owner', username: id })
    .execute();
  return id;
}

/** A complete live campaign row (inserted directly, for listing and visibility tests). */
export async function createLiveCampaign(
  db: Kysely<Database>,
  overrides: Partial<Insertable<CampaignsTable>> = {},
): Promise<Selectable<CampaignsTable>> {
  const ownerId = overrides.ownerId ?? (await insertOwner(db));
  const launchedAt = new Date(Date.now() - DAY_MS);
  return db
    .insertInto('campaigns')
    .values({
      id: randomBytes(9).toString('base64url'),
      ownerId,
      title: 'A factory-made campaign',
      blurb: 'Made by the test factory for listings.',
      storyHtml: '<p>Story</p>',
      category: 'technology',
      goal: 100_000,
      currency: 'USD',
      fundingModel: 'all_or_nothing',
      durationDays: 30,
      status: 'live',
      launchedAt,
      endsAt: new Date(launchedAt.getTime() + 30 * DAY_MS),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A draft with only an owner, under a given id when one is needed (saved-campaign tests). */
export async function createDraftCampaign(db: Kysely<Database>, id: string, ownerId?: string): Promise<void> {
  await db
    .insertInto('campaigns')
    .values({ id, ownerId: ownerId ?? (await insertOwner(db)) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A reward tier row (inserted directly): a minimum pledge, optionally a quantity limit and shipping. */
export async function addRewardTier(
  db: Kysely<Database>,
  campaignId: string,
  options: { minimumPledge: number; quantity?: number | null; shipping?: TierShipping | null; title?: string },
): Promise<string> {
  const id = `tier_${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('campaignRewardTiers')
    .values({
      id,
      campaignId,
      position: 0,
      title: options.title ?? 'Early bird',
      description: 'First batch',
      minimumPledge: options.minimumPledge,
      quantity: options.quantity ?? null,
      estimatedDelivery: '2027-06',
      shipping: options.shipping ?? null,
    })
    .execute();
  return id;
}
