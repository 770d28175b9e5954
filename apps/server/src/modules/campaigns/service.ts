import { campaignLaunchSchema } from '@crowdspark/shared/contracts/campaigns';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { Kysely, Transaction } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import type { Database } from '../../db/schema.js';
import { assertVerifiedToLaunch } from '../identity/service.js';
import { AppError } from '../../errors/app-error.js';
import type { FieldErrors } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { assertTransition, isEditable } from './lifecycle.js';
import { toDetail } from './presenter.js';
import { isVisibleTo, lockOwned, notFound } from './access.js';
import type { Actor } from './access.js';
import * as repo from './repository.js';
import { findAddOns } from './add-ons/add-ons.js';
import type { AddOnRow } from './add-ons/add-ons.js';
import type { CampaignRow, TierRow } from './repository.js';
import { campaignRoleOf } from './roles.js';
import type { CampaignDeps } from './deps.js';
import { runCanceledHandlers } from './canceled-handlers.js';
import { forgetListings } from './listings/listing-caches.js';

const DAY_MS = 86_400_000;

export type { CampaignRow, TierRow };
export type { CampaignDeps } from './deps.js';
/** Analytics passes each page view on: a view of a live campaign's page counts on the campaign. */
export { countCampaignViews, forgetCampaignViewersBefore } from './views.js';
export type { CampaignViewer } from './views.js';
/** Search (decision 0020): the search module composes these; the rename subscriber refreshes documents. */
export { campaignsFoundBySearch, refreshOwnerSearchDocuments, searchCampaigns, suggestCampaigns } from './discovery/search.js';
export type { SearchCriteria } from './discovery/search.js';
/** What the social module reads (profiles, /following, saved lists): public campaigns only. */
export {
  creatorsWithLiveCampaigns,
  listPublicCampaignsByOwners,
  publicCampaignCardsByIds,
  publicCampaignTiming,
} from './listings/owner-listing.js';
export type { LaunchKeyset } from './listings/owner-listing.js';
export type { CanceledCampaign } from './canceled-handlers.js';

export { NOT_FOUND_MESSAGE } from './access.js';
/** Discovery for the feed module: the public lists and the reader's own list (decision 0021). */
export { listLiveCampaigns } from './listings/listing.js';
/** The owner's own campaigns (promotions lists the live ones a creator can promote). */
export { listMyCampaigns } from './listings/listing.js';
export { listForYou } from './discovery/discover.js';
export type { Actor } from './access.js';
/** The user's part in a campaign (owner, collaborator or none): community's updates let collaborators post. */
export { campaignRoleOf, creatorSideAmong } from './roles.js';
export type { CampaignRole } from './roles.js';
/** Creator stats (modules/stats): the campaigns a person owns or helps with. */
export { teamCampaignOf, teamCampaignsOf } from './roles.js';
// For notifications: an invite's notice is made only while it can still be answered (decision 0050).
export { isInviteOpen } from './collaborators/collaborators.js';
export type { TeamCampaign } from './roles.js';

export async function getCampaign(
  deps: CampaignDeps,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<CampaignDetail> {
  const found = await repo.findCampaignWithParts(deps.db, id);
  if (!found) throw notFound();
  const role = viewer ? await campaignRoleOf(deps.db, id, viewer.id) : null;
  if (!isVisibleTo(found, viewer, role)) throw notFound();
  const { tiers, addOns, faqs, images, ...row } = found;
  const isOwner = role === 'owner';
  // Collaborators edit too (docs/product-rules.md#campaign-collaborators); the editor hides what only the owner may do.
  const canEdit = role !== null && isEditable(row.status);
  return toDetail({ row, tiers, addOns, faqs, images, viewer: { isOwner, canEdit, role }, now: new Date() });
}

/** The public, cheap part of a campaign for link previews (static-web's Open Graph tags). */
export async function findPublicCampaignCard(db: Kysely<Database>, id: string) {
  const row = await repo.findCampaignCard(db, id);
  return row && isVisibleTo(row, null) ? row : null;
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
        shipping: tier.shipping,
      })),
      faqs: faqs.map((faq) => ({ question: faq.question, answer: faq.answer })),
      risks: row.risks,
      aboutCreator: row.aboutCreator,
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
    await scheduleCampaignEnd(trx, deps.jobs, id, endsAt);
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
    await runCanceledHandlers(trx, deps.canceledHandlers, {
      id,
      ownerId: row.ownerId,
      title: row.title,
      currency: row.currency,
      fundingModel: row.fundingModel,
    });
  });
  return getCampaign(deps, id, actor);
}

/**
 * Admin: any status → suspended (hidden from every public list and search, pledges frozen:
 * docs/product-rules.md#campaign-lifecycle), audited with the reason in the same transaction.
 */
export async function suspendCampaign(deps: CampaignDeps, id: string, admin: Actor, reason: string | null) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findCampaignForUpdate(trx, id);
    if (!row) throw notFound();
    assertTransition('suspend', row.status);
    await repo.setCampaignStatus(trx, id, row.status, { status: 'suspended', suspendedFromStatus: row.status });
    await writeAuditEntry(trx, {
      actorId: admin.id,
      action: 'campaign.suspend',
      targetType: 'campaign',
      targetId: id,
      before: { status: row.status },
      after: { status: 'suspended' },
      reason,
      details: { from: row.status, to: 'suspended', reason },
    });
  });
  if (deps.listings) forgetListings(deps.listings);
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
      await scheduleCampaignEnd(trx, deps.jobs, id, new Date(Math.max(row.endsAt.getTime(), Date.now())));
    await writeAuditEntry(trx, {
      actorId: admin.id,
      action: 'campaign.restore',
      targetType: 'campaign',
      targetId: id,
      before: { status: 'suspended' },
      after: { status: target },
      reason,
      details: { from: 'suspended', to: target, reason },
    });
  });
  if (deps.listings) forgetListings(deps.listings);
  return getCampaign(deps, id, admin);
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
export function scheduleCampaignEnd(db: Kysely<Database>, jobs: JobRunner, campaignId: string, runAt: Date): Promise<void> {
  return jobs.schedule(db, { name: CAMPAIGN_END_JOB, key: campaignEndJobKey(campaignId), runAt, payload: { campaignId } });
}

/**
 * Development tools: a live campaign ends now (its end date moves to `now` and its end job is due).
 * False when the campaign is not live.
 */
export async function moveEndToNow(deps: Pick<CampaignDeps, 'db' | 'jobs'>, id: string, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const moved = await repo.moveLiveEndDate(trx, id, now);
    if (moved) await scheduleCampaignEnd(trx, deps.jobs, id, now);
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

/** A campaign's reward tiers in their order, with how many are claimed. */
export function findRewardTiers(db: Kysely<Database>, campaignId: string): Promise<TierRow[]> {
  return repo.findTiers(db, campaignId);
}

export { relaunchCampaign, relaunchLinks } from './relaunch/relaunch.js';

/** The campaign's add-ons (pledges price and check a backer's choices with them). */
export function findCampaignAddOns(db: Kysely<Database>, campaignId: string): Promise<AddOnRow[]> {
  return findAddOns(db, campaignId);
}

/** A pledge's add-on claims move from one set of quantities to another (409 when not enough are left). */
export { moveAddOnClaims } from './add-ons/add-ons.js';

/** Campaigns that arrive live (the demo seed writes its campaigns through this). */
export { insertImportedCampaigns } from './imported-campaigns.js';
export type { AddOnQuantities, AddOnRow } from './add-ons/add-ons.js';

const SOLD_OUT = 'This reward is sold out. Choose another reward or pledge without one.';

async function claimTier(trx: Transaction<Database>, tierId: string | null): Promise<void> {
  if (tierId !== null && !(await repo.adjustTierClaims(trx, tierId, 1))) throw new AppError('CONFLICT', SOLD_OUT);
}

/** A pledge's share of a campaign: its reward (if any) and its amount in minor units. */
export interface PledgeShare {
  tierId: string | null;
  amount: number;
}

/**
 * A new pledge: adds it to the raised and backers counters while the campaign is still open at
 * `now` (false when it is not: nothing changed), then claims its reward (409 when sold out). The
 * campaign's row is locked first, as every other change to a campaign and its rewards does.
 */
export async function applyPledge(
  trx: Transaction<Database>,
  campaignId: string,
  share: PledgeShare,
  now: Date,
): Promise<boolean> {
  if (!(await repo.addPledgeToOpenCampaign(trx, campaignId, share.amount, now))) return false;
  await claimTier(trx, share.tierId);
  return true;
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
