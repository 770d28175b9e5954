import { isAdminRole } from '@crowdspark/shared/constants/roles';
import { LOCKED_WHEN_LIVE, campaignLaunchSchema } from '@crowdspark/shared/contracts/campaigns';
import type { CampaignDetail, CampaignDraftInput, RewardTierInput, StoryPreview } from '@crowdspark/shared/contracts/campaigns';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CampaignsTable, Database } from '../../db/schema.js';
import { assertVerifiedToLaunch } from '../identity/service.js';
import { AppError } from '../../errors/app-error.js';
import type { FieldErrors } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import type { CampaignCanceledHandlers } from './canceled-handlers.js';
import { newId } from '../../short-id.js';
import { assertTransition, isEditable } from './lifecycle.js';
import { toDetail } from './presenter.js';
import * as repo from './repository.js';
import type { CampaignRow, TierRow } from './repository.js';
import { renderStory } from './story-html.js';

const DAY_MS = 86_400_000;

export interface CampaignDeps {
  db: Kysely<Database>;
  /** Launch schedules the settlement at the end date on the durable job runner. */
  jobs: JobRunner;
  /** PUBLIC_URL: story images may point at our own uploads under it. */
  publicUrl: string;
  /** What other modules do when an owner cancels (pledges returns every pledge), in the same transaction. */
  canceledHandlers: CampaignCanceledHandlers;
}

export type { CampaignRow, TierRow };
/** Analytics passes each page view on: a view of a live campaign's page counts on the campaign. */
export { countCampaignView } from './views.js';
export type { CanceledCampaign } from './canceled-handlers.js';

/** The signed-in person acting (from the session), or null for the public. */
export interface Actor {
  id: string;
  email: string;
  emailVerified: boolean;
  role: string;
}

export const NOT_FOUND_MESSAGE = 'No campaign has this id.';
const notFound = () => new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);

/** Drafts and suspended campaigns exist only for their owner and admins; for anyone else they are 404. */
function isVisibleTo(row: Pick<CampaignRow, 'status' | 'ownerId'>, viewer: { id: string; role: string } | null): boolean {
  if (row.status !== 'draft' && row.status !== 'suspended') return true;
  return viewer !== null && (viewer.id === row.ownerId || isAdminRole(viewer.role));
}

export async function getCampaign(
  deps: CampaignDeps,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<CampaignDetail> {
  const found = await repo.findCampaignWithParts(deps.db, id);
  if (!found || !isVisibleTo(found, viewer)) throw notFound();
  const { tiers, faqs, images, ...row } = found;
  const isOwner = viewer?.id === row.ownerId;
  return toDetail({ row, tiers, faqs, images, viewer: { isOwner, canEdit: isOwner && isEditable(row.status) }, now: new Date() });
}

/** The public, cheap part of a campaign for link previews (static-web's Open Graph tags). */
export async function findPublicCampaignCard(db: Kysely<Database>, id: string) {
  const row = await repo.findCampaignCard(db, id);
  return row && isVisibleTo(row, null) ? row : null;
}

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

/** Loads and locks the campaign for a change by its owner; 404 when others could not even see it. */
async function lockOwned(trx: Transaction<Database>, id: string, actor: Actor): Promise<CampaignRow> {
  const row = await repo.findCampaignForUpdate(trx, id);
  if (!row || !isVisibleTo(row, actor)) throw notFound();
  if (row.ownerId !== actor.id) throw new AppError('FORBIDDEN', 'Only the campaign’s creator can change it.');
  return row;
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

/**
 * Draft → live. Needs the same email verification as the access gate, and the complete campaign
 * (campaignLaunchSchema): otherwise 400 VALIDATION_FAILED with a message per field, as a form shows.
 */
export async function launchCampaign(deps: CampaignDeps, id: string, actor: Actor): Promise<CampaignDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, id, actor);
    // Stricter than page access: a launch collects money, so every creator needs a verified email.
    assertVerifiedToLaunch(actor);
    assertTransition('launch', row.status);
    const tiers = await repo.findTiers(trx, id);
    const faqs = await repo.findFaqs(trx, id);
    const candidate = {
      title: row.title,
      blurb: row.blurb,
      story: row.storyHtml,
      category: row.category,
      tags: row.tags,
      location: row.location,
      videoUrl: row.videoUrl,
      goal: row.goal === null ? null : Number(row.goal),
      currency: row.currency,
      fundingModel: row.fundingModel,
      durationDays: row.durationDays,
      tiers: tiers.map((tier) => ({
        id: tier.id,
        title: tier.title,
        description: tier.description,
        minimumPledge: Number(tier.minimumPledge),
        quantity: tier.quantity,
        estimatedDelivery: tier.estimatedDelivery,
      })),
      faqs: faqs.map((faq) => ({ question: faq.question, answer: faq.answer })),
    };
    const parsed = campaignLaunchSchema.safeParse(candidate);
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'campaign'] ??= issue.message;
      throw new AppError(
        'VALIDATION_FAILED',
        `The campaign is not ready to launch: check ${Object.keys(fields).join(', ')}.`,
        fields,
      );
    }
    const launchedAt = new Date();
    const endsAt = new Date(launchedAt.getTime() + parsed.data.durationDays * DAY_MS);
    await repo.setCampaignStatus(trx, id, 'draft', { status: 'live', launchedAt, endsAt });
    await recordEvent(trx, { type: 'campaign.launched', payload: { campaignId: id, ownerId: row.ownerId } });
    await scheduleCampaignEnd(deps.jobs, trx, id, endsAt);
  });
  return getCampaign(deps, id, actor);
}

/**
 * Live → canceled by its owner, all pledges returned: the registered canceled handlers (pledges)
 * run in the same transaction, after the row is locked and updated, so the cancellation and the
 * refunds commit (or fail) together.
 */
export async function cancelCampaign(deps: CampaignDeps, id: string, actor: Actor): Promise<CampaignDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockOwned(trx, id, actor);
    assertTransition('cancel', row.status);
    await repo.setCampaignStatus(trx, id, 'live', { status: 'canceled', endedAt: new Date() });
    await recordEvent(trx, { type: 'campaign.canceled', payload: { campaignId: id, ownerId: row.ownerId } });
    await deps.canceledHandlers.run(trx, {
      id,
      ownerId: row.ownerId,
      title: row.title,
      currency: row.currency,
      fundingModel: row.fundingModel,
    });
  });
  return getCampaign(deps, id, actor);
}

/** Admin: any status → suspended (hidden, pledges frozen), audited in the same transaction. */
export async function suspendCampaign(deps: CampaignDeps, id: string, admin: Actor, reason: string | null) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findCampaignForUpdate(trx, id);
    if (!row) throw notFound();
    assertTransition('suspend', row.status);
    await repo.setCampaignStatus(trx, id, row.status, { status: 'suspended', suspendedFromStatus: row.status });
    await repo.insertAuditEntry(trx, {
      actorId: admin.id,
      action: 'campaign.suspend',
      targetId: id,
      details: { from: row.status, to: 'suspended', reason },
    });
  });
  return getCampaign(deps, id, admin);
}

/** Admin: suspended → the status it was suspended from, audited. */
export async function restoreCampaign(deps: CampaignDeps, id: string, admin: Actor, reason: string | null) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findCampaignForUpdate(trx, id);
    if (!row) throw notFound();
    assertTransition('restore', row.status);
    const target = row.suspendedFromStatus ?? 'draft';
    await repo.setCampaignStatus(trx, id, 'suspended', { status: target, suspendedFromStatus: null });
    // Back to live: settle at the end date, or at once when it passed while frozen.
    if (target === 'live' && row.endsAt)
      await scheduleCampaignEnd(deps.jobs, trx, id, new Date(Math.max(row.endsAt.getTime(), Date.now())));
    await repo.insertAuditEntry(trx, {
      actorId: admin.id,
      action: 'campaign.restore',
      targetId: id,
      details: { from: 'suspended', to: target, reason },
    });
  });
  return getCampaign(deps, id, admin);
}

/** The HTML a story would be saved as, for the editor's preview (the same renderer as a save). */
export function previewStory(deps: Pick<CampaignDeps, 'publicUrl'>, story: string): StoryPreview {
  return { html: renderStory(story, deps.publicUrl) };
}

/** The reader of a public page: their id and role when signed in (drafts and suspended campaigns depend on it). */
export async function viewerFor(db: Kysely<Database>, userId: string | null): Promise<{ id: string; role: string } | null> {
  if (!userId) return null;
  const role = await repo.findViewerRole(db, userId);
  return role ? { id: userId, role } : null;
}

/** The durable job that settles a campaign at its end date (the pledges module handles it). */
export const CAMPAIGN_END_JOB = 'campaign-end';

const campaignEndJobKey = (campaignId: string) => `${CAMPAIGN_END_JOB}:${campaignId}`;

/** Schedules (or moves) the campaign's end job, in the caller's transaction. */
export function scheduleCampaignEnd(jobs: JobRunner, trx: Kysely<Database>, campaignId: string, runAt: Date): Promise<void> {
  return jobs.schedule(trx, { name: CAMPAIGN_END_JOB, key: campaignEndJobKey(campaignId), runAt, payload: { campaignId } });
}

/**
 * Development tools: a live campaign ends now (its end date moves to `now` and its end job is due).
 * False when the campaign is not live.
 */
export async function moveEndToNow(deps: Pick<CampaignDeps, 'db' | 'jobs'>, id: string, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveLiveEndDate(trx, id, now);
    if (moved) await scheduleCampaignEnd(deps.jobs, trx, id, now);
    return moved;
  });
}

/** The campaign's status, or undefined when there is none. */
export async function campaignStatusOf(db: Kysely<Database>, id: string) {
  return (await repo.findCampaign(db, id))?.status;
}

// What the pledges module needs. Only this module writes campaigns and campaign_reward_tiers;
// pledges locks, reads and changes them through these functions.

/** The campaign row, locked until the transaction ends: pledges to one campaign (and its settlement) queue here. */
export function findCampaignForUpdate(trx: Transaction<Database>, id: string): Promise<CampaignRow | undefined> {
  return repo.findCampaignForUpdate(trx, id);
}

/** The campaign row without a lock (checks before a checkout, presenting a pledge). */
export function findCampaign(db: Kysely<Database>, id: string): Promise<CampaignRow | undefined> {
  return repo.findCampaign(db, id);
}

export function findRewardTier(db: Kysely<Database>, campaignId: string, tierId: string): Promise<TierRow | undefined> {
  return repo.findTier(db, campaignId, tierId);
}

const SOLD_OUT = 'This reward is sold out. Choose another reward or pledge without one.';

async function claimTier(trx: Transaction<Database>, tierId: string | null): Promise<void> {
  if (tierId !== null && !(await repo.adjustTierClaims(trx, tierId, 1))) throw new AppError('CONFLICT', SOLD_OUT);
}

/** A pledge's share of a campaign: its reward (if any) and its amount in minor units. */
export interface PledgeShare {
  tierId: string | null;
  amount: number;
}

/** A new pledge: claims its reward (409 when sold out) and adds it to the raised and backers counters. */
export async function applyPledge(trx: Transaction<Database>, campaignId: string, share: PledgeShare): Promise<void> {
  await claimTier(trx, share.tierId);
  await repo.adjustTotals(trx, campaignId, share.amount, 1);
}

/** A changed pledge: the old reward is released and the new one claimed; the raised counter follows the amount. */
export async function changePledgeShare(
  trx: Transaction<Database>,
  campaignId: string,
  from: PledgeShare,
  to: PledgeShare,
): Promise<void> {
  if (to.tierId !== from.tierId) {
    if (from.tierId !== null) await repo.adjustTierClaims(trx, from.tierId, -1);
    await claimTier(trx, to.tierId);
  }
  if (to.amount !== from.amount) await repo.adjustTotals(trx, campaignId, to.amount - from.amount, 0);
}

/** A pledge canceled by its backer: its reward is free again and it leaves the counters. */
export async function releasePledge(trx: Transaction<Database>, campaignId: string, share: PledgeShare): Promise<void> {
  if (share.tierId !== null) await repo.adjustTierClaims(trx, share.tierId, -1);
  await repo.adjustTotals(trx, campaignId, -share.amount, -1);
}

/**
 * The end of a live campaign, through the lifecycle table (succeed / fail start only from live),
 * recorded as campaign.succeeded or campaign.failed with what its pledges raised (minor units).
 * The caller holds the row lock (findCampaignForUpdate) and passes the row it read.
 */
export async function endCampaign(
  trx: Transaction<Database>,
  campaign: Pick<CampaignRow, 'id' | 'status' | 'ownerId' | 'currency'>,
  outcome: { status: 'successful' | 'unsuccessful'; raised: number; endedAt: Date },
): Promise<void> {
  const { status, raised, endedAt } = outcome;
  assertTransition(status === 'successful' ? 'succeed' : 'fail', campaign.status);
  await repo.setCampaignStatus(trx, campaign.id, 'live', { status, endedAt, updatedAt: endedAt });
  await recordEvent(trx, {
    type: status === 'successful' ? 'campaign.succeeded' : 'campaign.failed',
    payload: { campaignId: campaign.id, ownerId: campaign.ownerId, raised, currency: campaign.currency },
  });
}
