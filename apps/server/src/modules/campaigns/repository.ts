import type { AddOnRow } from './add-ons/add-ons-repository.js';
import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type {
  CampaignFaqsTable,
  CampaignImagesTable,
  CampaignRewardTiersTable,
  CampaignsTable,
  CampaignStatusValue,
  Database,
} from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type CampaignRow = Selectable<CampaignsTable>;
export type TierRow = Selectable<CampaignRewardTiersTable>;
export type FaqRow = Selectable<CampaignFaqsTable>;
export type ImageRow = Selectable<CampaignImagesTable>;

/** A campaign with what its cards show: the creator and the cover's variants. */
export type CampaignCardRow = CampaignRow & {
  creatorUsername: string | null;
  creatorDisplayName: string;
  creatorPhotoUrl: string | null;
  coverVariants: Record<string, string> | null;
};

export function cardQuery(db: Db) {
  return db
    .selectFrom('campaigns')
    .innerJoin('users', 'users.id', 'campaigns.ownerId')
    .leftJoin('campaignImages as cover', 'cover.id', 'campaigns.coverImageId')
    .selectAll('campaigns')
    .select([
      'users.username as creatorUsername',
      'users.displayName as creatorDisplayName',
      'users.photoUrl as creatorPhotoUrl',
      'cover.variants as coverVariants',
    ]);
}

/**
 * Only what a campaign card shows (presenter.ts#toListItem): lists never read the story's HTML and
 * source, tags or FAQs, which are most of a row's bytes and would be fetched, parsed and dropped
 * per card (the feed's uncached pages).
 */
export const LIST_CARD_COLUMNS = [
  'campaigns.id',
  'campaigns.status',
  'campaigns.title',
  'campaigns.blurb',
  'campaigns.category',
  'campaigns.goal',
  'campaigns.currency',
  'campaigns.fundingModel',
  'campaigns.raised',
  'campaigns.backersCount',
  'campaigns.viewsCount',
  'campaigns.launchedAt',
  'campaigns.endsAt',
  'campaigns.updatedAt',
  'campaigns.ownerId',
] as const;

/** A card's creator and cover picture, from the users and cover joins every card query makes. */
export const CARD_CREATOR_COLUMNS = [
  'users.username as creatorUsername',
  'users.displayName as creatorDisplayName',
  'users.photoUrl as creatorPhotoUrl',
  'cover.variants as coverVariants',
] as const;

/** A campaign's card in a list: the card's columns, the creator and the cover's variants. */
export type ListCardRow = Pick<
  CampaignRow,
  | 'id'
  | 'status'
  | 'title'
  | 'blurb'
  | 'category'
  | 'goal'
  | 'currency'
  | 'fundingModel'
  | 'raised'
  | 'backersCount'
  | 'viewsCount'
  | 'launchedAt'
  | 'endsAt'
  | 'updatedAt'
  | 'ownerId'
> &
  Pick<CampaignCardRow, 'creatorUsername' | 'creatorDisplayName' | 'creatorPhotoUrl' | 'coverVariants'>;

export function listCardQuery(db: Db) {
  return db
    .selectFrom('campaigns')
    .innerJoin('users', 'users.id', 'campaigns.ownerId')
    .leftJoin('campaignImages as cover', 'cover.id', 'campaigns.coverImageId')
    .select(LIST_CARD_COLUMNS)
    .select(CARD_CREATOR_COLUMNS);
}

export async function insertCampaign(db: Db, row: Insertable<CampaignsTable>): Promise<void> {
  await db.insertInto('campaigns').values(row).execute();
}

export async function findCampaignCard(db: Db, id: string): Promise<CampaignCardRow | undefined> {
  return cardQuery(db).where('campaigns.id', '=', id).executeTakeFirst();
}

/**
 * A campaign's card with its tiers, FAQs and images in ONE statement: the campaign page is the
 * most read route, and on a busy database each round trip costs more than the work it carries.
 * The nested rows are built with explicit camelCase keys (the CamelCasePlugin leaves nested JSON
 * keys as they are, so jsonb documents keep theirs).
 */
export async function findCampaignWithParts(db: Db, id: string) {
  return cardQuery(db)
    .select([
      sql<TierPart[]>`(
        select coalesce(json_agg(json_build_object(
          'id', t.id, 'campaignId', t.campaign_id, 'position', t.position, 'title', t.title,
          'description', t.description, 'minimumPledge', t.minimum_pledge::text, 'quantity', t.quantity,
          'claimed', t.claimed, 'estimatedDelivery', t.estimated_delivery, 'shipping', t.shipping) order by t.position), '[]'::json)
        from campaign_reward_tiers t where t.campaign_id = campaigns.id)`.as('tiers'),
      sql<AddOnPart[]>`(
        select coalesce(json_agg(json_build_object(
          'id', a.id, 'position', a.position, 'title', a.title, 'description', a.description,
          'price', a.price::text, 'quantity', a.quantity, 'claimed', a.claimed) order by a.position), '[]'::json)
        from campaign_add_ons a where a.campaign_id = campaigns.id)`.as('addOns'),
      sql<FaqRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', f.id, 'campaignId', f.campaign_id, 'position', f.position, 'question', f.question, 'answer', f.answer)
          order by f.position), '[]'::json)
        from campaign_faqs f where f.campaign_id = campaigns.id)`.as('faqs'),
      sql<ImagePart[]>`(
        select coalesce(json_agg(json_build_object(
          'id', i.id, 'campaignId', i.campaign_id, 'role', i.role, 'position', i.position, 'variants', i.variants)
          order by i.role, i.position, i.created_at), '[]'::json)
        from campaign_images i where i.campaign_id = campaigns.id and i.role in ('cover', 'gallery'))`.as('images'),
    ])
    .where('campaigns.id', '=', id)
    .executeTakeFirst();
}

/** Add-ons as the page query returns them. */
export type AddOnPart = Omit<AddOnRow, 'createdAt' | 'campaignId'>;

/** Tiers and images as the page query returns them (no timestamps: the page shows none). */
export type TierPart = Omit<TierRow, 'createdAt'>;
export type ImagePart = Omit<ImageRow, 'createdAt'> & { createdAt?: Date | string };

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | undefined> {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A live campaign's end date moves to `endsAt`; false when the campaign is not live. */
export async function moveLiveEndDate(db: Db, id: string, endsAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ endsAt })
    .where('id', '=', id)
    .where('status', '=', 'live')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The row locked for an update, so two concurrent changes apply one after the other. */
export async function findCampaignForUpdate(trx: Transaction<Database>, id: string): Promise<CampaignRow | undefined> {
  return trx.selectFrom('campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateCampaign(db: Db, id: string, patch: Updateable<CampaignsTable>): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setCampaignStatus(
  db: Db,
  id: string,
  from: CampaignStatusValue,
  patch: Updateable<CampaignsTable> & { status: CampaignStatusValue },
): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    // The patch may carry its own updatedAt (the settlement job's clock).
    .set({ updatedAt: new Date(), ...patch })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findTiers(db: Db, campaignId: string): Promise<TierRow[]> {
  return db.selectFrom('campaignRewardTiers').selectAll().where('campaignId', '=', campaignId).orderBy('position').execute();
}

export async function deleteTiers(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('campaignRewardTiers').where('id', 'in', ids).execute();
}

export async function upsertTier(db: Db, row: Insertable<CampaignRewardTiersTable>, exists: boolean): Promise<void> {
  if (!exists) {
    await db.insertInto('campaignRewardTiers').values(row).execute();
    return;
  }
  const { id, campaignId, ...changes } = row;
  await db.updateTable('campaignRewardTiers').set(changes).where('id', '=', id).where('campaignId', '=', campaignId).execute();
}

export function findTier(db: Db, campaignId: string, tierId: string): Promise<TierRow | undefined> {
  return db
    .selectFrom('campaignRewardTiers')
    .selectAll()
    .where('id', '=', tierId)
    .where('campaignId', '=', campaignId)
    .executeTakeFirst();
}

/** Claims (+1) or releases (−1) one unit of a tier; a claim fails when the tier is sold out. */
export async function adjustTierClaims(trx: Transaction<Database>, tierId: string, delta: 1 | -1): Promise<boolean> {
  const result = await trx
    .updateTable('campaignRewardTiers')
    .set((eb) => ({ claimed: eb('claimed', '+', delta) }))
    .where('id', '=', tierId)
    .$if(delta === 1, (qb) => qb.where((eb) => eb.or([eb('quantity', 'is', null), eb('claimed', '<', eb.ref('quantity'))])))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * A new pledge's amount and backer added to a campaign that is still open for pledges (live and
 * not past its end at `now`); false when it is not. Being an UPDATE, it takes the campaign's row
 * lock and re-checks the row after waiting for it, so a settlement that ended the campaign first
 * always wins.
 */
export async function addPledgeToOpenCampaign(
  trx: Transaction<Database>,
  campaignId: string,
  amount: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('campaigns')
    .set((eb) => ({
      raised: sql<string>`${eb.ref('raised')} + ${amount}`,
      backersCount: eb('backersCount', '+', 1),
      updatedAt: new Date(),
    }))
    .where('id', '=', campaignId)
    .where('status', '=', 'live')
    .where('endsAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps the campaign's cached counters in step with its pledges (same transaction). */
export async function adjustTotals(trx: Transaction<Database>, campaignId: string, raisedDelta: number, backersDelta: number) {
  await trx
    .updateTable('campaigns')
    .set((eb) => ({
      raised: sql<string>`${eb.ref('raised')} + ${raisedDelta}`,
      backersCount: eb('backersCount', '+', backersDelta),
      updatedAt: new Date(),
    }))
    .where('id', '=', campaignId)
    .execute();
}

export async function findFaqs(db: Db, campaignId: string): Promise<FaqRow[]> {
  return db.selectFrom('campaignFaqs').selectAll().where('campaignId', '=', campaignId).orderBy('position').execute();
}

export async function replaceFaqs(db: Db, campaignId: string, rows: Insertable<CampaignFaqsTable>[]): Promise<void> {
  await db.deleteFrom('campaignFaqs').where('campaignId', '=', campaignId).execute();
  if (rows.length) await db.insertInto('campaignFaqs').values(rows).execute();
}

export async function findImages(db: Db, campaignId: string): Promise<ImageRow[]> {
  return db
    .selectFrom('campaignImages')
    .selectAll()
    .where('campaignId', '=', campaignId)
    .orderBy('role')
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

export async function insertImage(db: Db, row: Insertable<CampaignImagesTable>): Promise<void> {
  await db.insertInto('campaignImages').values(row).execute();
}

export async function deleteImage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('campaignImages').where('id', '=', id).execute();
}

/** How many images of this role the campaign has (update pictures are capped per campaign). */
export async function countImages(db: Db, campaignId: string, role: ImageRow['role']): Promise<number> {
  const row = await db
    .selectFrom('campaignImages')
    .select(sql<string>`count(*)`.as('n'))
    .where('campaignId', '=', campaignId)
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextGalleryPosition(db: Db, campaignId: string): Promise<number> {
  const row = await db
    .selectFrom('campaignImages')
    .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next'))
    .where('campaignId', '=', campaignId)
    .where('role', '=', 'gallery')
    .executeTakeFirst();
  return row?.next ?? 0;
}

export async function listOwnedCampaigns(db: Db, ownerId: string): Promise<CampaignCardRow[]> {
  return cardQuery(db)
    .where('campaigns.ownerId', '=', ownerId)
    .orderBy('campaigns.createdAt', 'desc')
    .orderBy('campaigns.id', 'desc')
    .execute();
}

export async function findViewerRole(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

/**
 * Records that `viewer` saw live campaign `id` on `day` and, only if that is new, raises its view
 * count: one statement, so parallel page views cannot both count (modules/campaigns/views.ts).
 */
/**
 * Records who viewed which live campaign on which day and raises each campaign's count by its new
 * viewers, in one statement: a viewer already recorded that day adds nothing, and parallel batches
 * cannot both count one viewer.
 */
export async function recordCampaignViewers(
  db: Db,
  rows: readonly { campaignId: string; day: string; viewer: string }[],
): Promise<void> {
  await sql`
    with seen (campaign_id, day, viewer) as (
      select * from unnest(${rows.map((r) => r.campaignId)}::text[], ${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.viewer)}::text[])
    ),
    counted as (
      insert into campaign_view_viewers (campaign_id, day, viewer)
      select seen.campaign_id, seen.day, seen.viewer from seen join campaigns on campaigns.id = seen.campaign_id and campaigns.status = 'live'
      on conflict do nothing
      returning campaign_id
    ),
    added as (select campaign_id, count(*)::int as n from counted group by campaign_id)
    update campaigns set views_count = views_count + added.n from added where campaigns.id = added.campaign_id`.execute(db);
}

export async function deleteCampaignViewersBefore(db: Db, day: string): Promise<void> {
  await db
    .deleteFrom('campaignViewViewers')
    .where('day', '<', sql<Date>`${day}::date`)
    .execute();
}
