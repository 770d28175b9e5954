import { isCountryCode } from '@crowdspark/shared/constants/countries';
import { LOCKED_WHEN_LIVE } from '@crowdspark/shared/contracts/campaigns';
import { COUNTRY_CODE_MESSAGE } from '@crowdspark/shared/contracts/shipping';
import type {
  CampaignDetail,
  CampaignDraftInput,
  RewardTierInput,
  StoryFormat,
  StoryPreview,
} from '@crowdspark/shared/contracts/campaigns';
import type { Transaction, Updateable } from 'kysely';
import type { CampaignsTable, Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FieldErrors } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { lockEditable } from './access.js';
import { replaceAddOns } from './add-ons/add-ons.js';
import type { Actor } from './access.js';
import { isEditable } from './lifecycle.js';
import * as repo from './repository.js';
import type { CampaignRow } from './repository.js';
import { getCampaign } from './service.js';
import type { CampaignDeps } from './deps.js';
import { renderStory, sanitizeStoryHtml } from '../../content/rich-text.js';
import { recordEvent } from '../events/service.js';

// Drafts and edits by the owner: the fields, tiers and FAQs a save sets, and the terms frozen once live.

export async function createDraft(deps: CampaignDeps, actor: Actor, input: CampaignDraftInput): Promise<CampaignDetail> {
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertCampaign(trx, { id, ownerId: actor.id, ...draftColumns(deps, input) });
    if (input.tiers) await replaceTiers(trx, id, input.tiers);
    if (input.addOns) await replaceAddOns(trx, id, input.addOns);
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
    // The editor's HTML skips Markdown: the allow-list alone decides (docs/decisions/0023-campaign-page.md).
    const format = input.storyFormat ?? 'markdown';
    columns.storyHtml =
      format === 'html' ? sanitizeStoryHtml(input.story, deps.publicUrl) : renderStory(input.story, deps.publicUrl);
    columns.storySource = format === 'html' ? columns.storyHtml : input.story;
    columns.storyFormat = format;
  }
  // Plain text, shown escaped; empty means "not written" (docs/product-rules.md#campaign-page-sections).
  if (input.risks !== undefined) columns.risks = input.risks || null;
  if (input.aboutCreator !== undefined) columns.aboutCreator = input.aboutCreator || null;
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

/** The money settings (goal, currency, funding model, duration) the input sets to another value than the row's. */
function changedMoneyFields(row: CampaignRow, input: CampaignDraftInput): (typeof LOCKED_WHEN_LIVE)[number][] {
  const current: Record<(typeof LOCKED_WHEN_LIVE)[number], unknown> = {
    goal: row.goal === null ? null : Number(row.goal),
    currency: row.currency,
    fundingModel: row.fundingModel,
    durationDays: row.durationDays,
  };
  return LOCKED_WHEN_LIVE.filter((field) => input[field] !== undefined && input[field] !== current[field]);
}

/** On a live campaign the terms backers pledged under are frozen: 422 naming each changed field. */
function assertLockedFieldsUnchanged(row: CampaignRow, input: CampaignDraftInput): void {
  const names = changedMoneyFields(row, input);
  if (names.length)
    throw new AppError(
      'UNPROCESSABLE',
      `These fields are locked while the campaign is live: ${names.join(', ')}.`,
      Object.fromEntries(names.map((field) => [field, LOCKED_FIELD_LABELS[field]])),
    );
}

/**
 * A collaborator's save may carry the money settings the editor shows read-only, unchanged; a
 * changed goal, currency, funding model or duration is 403 (docs/product-rules.md#campaign-collaborators).
 */
function assertMoneyUnchanged(row: CampaignRow, input: CampaignDraftInput): void {
  const names = changedMoneyFields(row, input);
  if (names.length)
    throw new AppError(
      'FORBIDDEN',
      `Collaborators cannot change the money settings (${names.join(', ')}): only the campaign’s creator can.`,
      Object.fromEntries(names.map((field) => [field, 'Only the campaign’s creator can change the money settings.'])),
    );
}

export async function updateCampaign(
  deps: CampaignDeps,
  id: string,
  actor: Actor,
  input: CampaignDraftInput,
): Promise<CampaignDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const { row, role } = await lockEditable(trx, id, actor);
    if (!isEditable(row.status)) throw new AppError('CONFLICT', `This campaign can no longer be edited (it is ${row.status}).`);
    if (role === 'collaborator') assertMoneyUnchanged(row, input);
    if (row.status === 'live') assertLockedFieldsUnchanged(row, input);
    await repo.updateCampaign(trx, id, draftColumns(deps, input));
    if (input.tiers) await replaceTiers(trx, id, input.tiers);
    if (input.addOns) await replaceAddOns(trx, id, input.addOns);
    if (input.faqs) await replaceFaqs(trx, id, input.faqs);
    const fields = Object.keys(input).filter((key) => input[key as keyof CampaignDraftInput] !== undefined);
    // Every change records its author (docs/product-rules.md#campaign-collaborators).
    await recordEvent(trx, { type: 'campaign.edited', payload: { campaignId: id, actorId: actor.id, fields } });
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
    // Their pledges carry an address (or none): whether the reward ships is part of what they
    // chose. Costs may change; pledges keep the shipping they were charged.
    tier.shipping?.rates.forEach((rate, rateIndex) => {
      if (!isCountryCode(rate.country)) fields[`tiers.${index}.shipping.rates.${rateIndex}.country`] = COUNTRY_CODE_MESSAGE;
    });
    if (current && current.claimed > 0 && (current.shipping === null) !== (tier.shipping == null))
      fields[`tiers.${index}.shipping`] = 'Backers already chose this reward: whether it ships cannot change.';
  });
  if (Object.keys(fields).length) {
    // An unknown country is bad input (400) like the rest of the tier's shape; the other refusals are 422.
    const badInput = Object.values(fields).every((message) => message === COUNTRY_CODE_MESSAGE);
    throw new AppError(badInput ? 'VALIDATION_FAILED' : 'UNPROCESSABLE', 'Some reward tiers cannot be saved.', fields);
  }
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
        shipping: tier.shipping ?? null,
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
export function previewStory(
  deps: Pick<CampaignDeps, 'publicUrl'>,
  story: string,
  format: StoryFormat = 'markdown',
): StoryPreview {
  return { html: format === 'html' ? sanitizeStoryHtml(story, deps.publicUrl) : renderStory(story, deps.publicUrl) };
}
