import type { RelaunchLink } from '@crowdspark/shared/contracts/relaunch';
import type { Kysely } from 'kysely';
import type { CampaignStatusValue, Database } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { newId } from '../../../short-id.js';
import { isVisibleTo, lockOwned, type Actor } from '../access.js';
import { campaignRoleOf } from '../roles.js';
import { findAddOns, upsertAddOn } from '../add-ons/add-ons-repository.js';
import * as repo from '../repository.js';
import type { CampaignRow } from '../repository.js';
import { findRelaunchedFrom, findRelaunchOf, insertImages } from './relaunch-repository.js';

/**
 * Relaunch (docs/product-rules.md#relaunch): a campaign that ended without its money (unfunded
 * or canceled) is copied into a new draft the creator edits and launches like any other. Its
 * backers' money is already back in their wallets; when the relaunch goes live they are told
 * and offered to back it again in one click (pledges/reback-offer.ts).
 */

const RELAUNCHABLE: readonly CampaignStatusValue[] = ['unsuccessful', 'canceled'];
/** What a relaunch keeps of the campaign row: its text and money settings (not its status, dates, totals or cover). */
const COPIED_COLUMNS = [
  'title',
  'blurb',
  'storyHtml',
  'storySource',
  'storyFormat',
  'risks',
  'aboutCreator',
  'category',
  'tags',
  'location',
  'videoUrl',
  'goal',
  'currency',
  'fundingModel',
  'durationDays',
] as const satisfies readonly (keyof CampaignRow)[];
/** Pictures that belong to the campaign page; update pictures stay with the updates. */
const COPIED_IMAGE_ROLES = new Set(['cover', 'gallery', 'story']);

export function isRelaunchable(status: string): boolean {
  return RELAUNCHABLE.includes(status as CampaignStatusValue);
}

/** Copies the campaign into a new draft owned by the same creator: text, money settings, rewards, add-ons, FAQ, pictures. */
export async function relaunchCampaign(db: Kysely<Database>, id: string, actor: Actor): Promise<RelaunchLink> {
  const draftId = newId();
  return db.transaction().execute(async (trx) => {
    // Locked: two clicks at once make one relaunch, the second is told it exists.
    const row = await lockOwned(trx, id, actor);
    if (!isRelaunchable(row.status))
      throw new AppError('CONFLICT', 'Only a campaign that ended without reaching its goal, or was canceled, can be relaunched.');
    if (await findRelaunchOf(trx, id))
      throw new AppError('CONFLICT', 'This campaign has already been relaunched: find the new draft in your campaigns.');
    const images = (await repo.findImages(trx, id)).filter((image) => COPIED_IMAGE_ROLES.has(image.role));
    const imageIds = new Map(images.map((image) => [image.id, newId()]));
    const copied = Object.fromEntries(COPIED_COLUMNS.map((column) => [column, row[column]])) as Pick<
      CampaignRow,
      (typeof COPIED_COLUMNS)[number]
    >;
    await repo.insertCampaign(trx, { ...copied, id: draftId, ownerId: row.ownerId, relaunchedFromId: id });
    for (const tier of await repo.findTiers(trx, id)) {
      const { createdAt: _created, claimed: _claimed, ...copy } = tier;
      await repo.upsertTier(trx, { ...copy, id: newId(), campaignId: draftId }, false);
    }
    for (const addOn of await findAddOns(trx, id)) {
      const { createdAt: _created, claimed: _claimed, ...copy } = addOn;
      await upsertAddOn(trx, { ...copy, id: newId(), campaignId: draftId }, false);
    }
    await repo.replaceFaqs(
      trx,
      draftId,
      (await repo.findFaqs(trx, id)).map((faq) => ({ ...faq, id: newId(), campaignId: draftId })),
    );
    // The same stored files: a file is removed only once no picture refers to it (media/images.ts).
    await insertImages(
      trx,
      images.map(({ createdAt: _created, ...image }) => ({
        ...image,
        id: imageIds.get(image.id) ?? newId(),
        campaignId: draftId,
      })),
    );
    const cover = row.coverImageId ? imageIds.get(row.coverImageId) : undefined;
    if (cover) await repo.updateCampaign(trx, draftId, { coverImageId: cover });
    return { id: draftId, title: row.title, status: 'draft' as const };
  });
}

/**
 * How a campaign is linked to a relaunch, as the viewer may see it: the relaunch once it is
 * public (to its creator as soon as it exists), the campaign it relaunches, and whether the
 * viewer may relaunch it now. Null when the viewer may not see the campaign (404).
 */
export async function relaunchLinks(db: Kysely<Database>, id: string, viewer: { id: string; role: string } | null) {
  const campaign = await repo.findCampaign(db, id);
  if (!campaign || !isVisibleTo(campaign, viewer, viewer ? await campaignRoleOf(db, id, viewer.id) : null)) return null;
  const relaunch = await findRelaunchOf(db, id);
  const relaunchOf = await findRelaunchedFrom(db, id);
  const isOwner = viewer !== null && viewer.id === campaign.ownerId;
  const shown = (link: typeof relaunch) =>
    link && (isOwner || (link.status !== 'draft' && link.status !== 'suspended'))
      ? { id: link.id, title: link.title, status: link.status }
      : null;
  return {
    campaign,
    relaunch: shown(relaunch),
    relaunchOf: shown(relaunchOf),
    canRelaunch: isOwner && isRelaunchable(campaign.status) && relaunch === undefined,
  };
}
