import { LOCKED_WHEN_LIVE } from '@crowdspark/shared/contracts/campaigns';
import type { CampaignDetail, CampaignDraftInput, RewardTierInput, StoryPreview } from '@crowdspark/shared/contracts/campaigns';
import type { Transaction, Updateable } from 'kysely';
import type { CampaignsTable, Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FieldErrors } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { lockOwned } from './access.js';
import type { Actor } from './access.js';
import { isEditable } from './lifecycle.js';
import * as repo from './repository.js';
import type { CampaignRow } from './repository.js';
import { getCampaign } from './service.js';
import type { CampaignDeps } from './service.js';
import { renderStory } from './story-html.js';

// Drafts and edits by the owner: the fields, tiers and FAQs a save sets, and the terms frozen once live.

export async function createDraft(deps: CampaignDeps, actor: Actor, input: CampaignDraftInput): Promise<CampaignDetail> {
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertCampaign(trx, { id, ownerId: actor.id, ...draftColumns(deps, input) });
    if (input.tiers) await replaceTiers(trx, id, input.tiers);
    if (input.faqs) await replaceFaqs(trx, id, input.faqs);
  });
  return getCampaign(deps, id, actor);
}

/** The columns a draft save sets; fields absent from the input are left as they are. */
function draftColumns(deps: CampaignDeps, input: CampaignDraftInput): Updateable<CampaignsTable> {
  const columns: Updateable<CampaignsTable> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.blurb !== undefined) columns.blurb = input.blurb;
  if (input.story !== undefined) {
    // Both: the source reopens in the editor, the rendered HTML is what every reader gets.
    columns.storySource = input.story;
    columns.storyHtml = renderStory(input.story, deps.publicUrl);
  }
  if (input.category !== undefined) columns.category = input.category;
  if (input.tags !== undefined) columns.tags = [...input.tags];
  if (input.location !== undefined) columns.location = input.location || null;
  if (input.videoUrl !== undefined) columns.videoUrl = input.videoUrl;
  if (input.goal !== undefined) columns.goal = input.goal;
  if (input.currency !== undefined) columns.currency = input.currency;
  if (input.fundingModel !== undefined) columns.fundingModel = input.fundingModel;
  if (input.durationDays !== undefined) columns.durationDays = input.durationDays;
  return columns;
}

const LOCKED_FIELD_LABELS: Record<(typeof LOCKED_WHEN_LIVE)[number], string> = {
  goal: 'The goal cannot change once the campaign is live.',
  currency: 'The currency cannot change once the campaign is live.',
  fundingModel: 'The funding model cannot change once the campaign is live.',
  durationDays: 'The end date cannot change once the campaign is live.',
};

/** On a live campaign the terms backers pledged under are frozen: 422 naming each changed field. */
function assertLockedFieldsUnchanged(row: CampaignRow, input: CampaignDraftInput): void {
  const current: Record<(typeof LOCKED_WHEN_LIVE)[number], unknown> = {
    goal: row.goal === null ? null : Number(row.goal),
    currency: row.currency,
    fundingModel: row.fundingModel,
    durationDays: row.durationDays,
  };
  const fields: FieldErrors = {};
  for (const field of LOCKED_WHEN_LIVE) {
    if (input[field] !== undefined && input[field] !== current[field]) fields[field] = LOCKED_FIELD_LABELS[field];
  }
  const names = Object.keys(fields);
  if (names.length)
    throw new AppError('UNPROCESSABLE', `These fields are locked while the campaign is live: ${names.join(', ')}.`, fields);
}

export async function updateCampaign(
  deps: CampaignDeps,
  id: string,
  actor: Actor,
  input: CampaignDraftInput,
): Promise<CampaignDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, id, actor);
    if (!isEditable(row.status)) throw new AppError('CONFLICT', `This campaign can no longer be edited (it is ${row.status}).`);
    if (row.status === 'live') assertLockedFieldsUnchanged(row, input);
    await repo.updateCampaign(trx, id, draftColumns(deps, input));
    if (input.tiers) await replaceTiers(trx, id, input.tiers);
    if (input.faqs) await replaceFaqs(trx, id, input.faqs);
  });
  return getCampaign(deps, id, actor);
}

/**
 * Replaces the tier list: tiers with an id are updated in place (pledges refer to them), tiers
 * without are created, missing ones deleted. A tier backers chose can be neither removed nor
 * limited below what was claimed.
 */
async function replaceTiers(trx: Transaction<Database>, campaignId: string, tiers: readonly RewardTierInput[]): Promise<void> {
  const existing = new Map((await repo.findTiers(trx, campaignId)).map((tier) => [tier.id, tier]));
  const fields: FieldErrors = {};
  tiers.forEach((tier, index) => {
    const current = tier.id ? existing.get(tier.id) : undefined;
    if (tier.id && !current) fields[`tiers.${index}.id`] = 'This reward tier does not belong to the campaign.';
    if (current && tier.quantity != null && tier.quantity < current.claimed)
      fields[`tiers.${index}.quantity`] = `${current.claimed} backers already chose this reward; the quantity cannot be lower.`;
  });
  if (Object.keys(fields).length) throw new AppError('UNPROCESSABLE', 'Some reward tiers cannot be saved.', fields);
  const kept = new Set(tiers.map((tier) => tier.id).filter(Boolean));
  const removed = [...existing.values()].filter((tier) => !kept.has(tier.id));
  if (removed.some((tier) => tier.claimed > 0))
    throw new AppError('CONFLICT', 'A reward tier that backers already chose cannot be removed.');
  await repo.deleteTiers(
    trx,
    removed.map((tier) => tier.id),
  );
  for (const [position, tier] of tiers.entries()) {
    const tierId = tier.id ?? newId();
    await repo.upsertTier(
      trx,
      {
        id: tierId,
        campaignId,
        position,
        title: tier.title,
        description: tier.description,
        minimumPledge: tier.minimumPledge,
        quantity: tier.quantity ?? null,
        estimatedDelivery: tier.estimatedDelivery,
      },
      existing.has(tierId),
    );
  }
}

async function replaceFaqs(trx: Transaction<Database>, campaignId: string, faqs: CampaignDraftInput['faqs'] = []) {
  await repo.replaceFaqs(
    trx,
    campaignId,
    faqs.map((faq, position) => ({ id: newId(), campaignId, position, question: faq.question, answer: faq.answer })),
  );
}

/** The HTML a story would be saved as, for the editor's preview (the same renderer as a save). */
export function previewStory(deps: Pick<CampaignDeps, 'publicUrl'>, story: string): StoryPreview {
  return { html: renderStory(story, deps.publicUrl) };
}
