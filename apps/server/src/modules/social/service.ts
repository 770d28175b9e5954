import type {
  BackedCampaigns,
  FollowState,
  FollowSuggestions,
  PersonList,
  SavedLookup,
  SaveState,
  SocialCampaignList,
  SocialPageQuery,
} from '@crowdspark/shared/contracts/social';
import { preferencesSchema } from '@crowdspark/shared/contracts/users';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import {
  creatorsWithLiveCampaigns,
  listPublicCampaignsByOwners,
  publicCampaignCardsByIds,
  publicCampaignTiming,
} from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import { backedCampaignIds } from '../pledges/service.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import * as repo from './repository.js';
import type { SocialCounts } from './repository.js';
import { cancelSavedEndingReminder, scheduleSavedEndingReminder } from './saved-ending-reminder.js';

export type { SocialCounts };

export interface SocialDeps {
  db: Kysely<Database>;
  /** Saving schedules the "ends in 48 hours" reminder on the durable job runner. */
  jobs: JobRunner;
}

/** How many followed people the feed helpers look at by default (the most recently followed). */
const FOLLOWED_DEFAULT_LIMIT = 200;

export const SELF_FOLLOW_MESSAGE = 'You cannot follow yourself.';
export const UNKNOWN_USER_MESSAGE = 'No user has this username.';
export const UNKNOWN_CAMPAIGN_MESSAGE = 'No campaign has this id.';

/**
 * The ids of the people `userId` follows, most recent follow first, at most `limit` (the
 * personalised feed and /following look at a bounded set: we never load unbounded lists).
 */
export function followedUserIds(db: Kysely<Database>, userId: string, limit = FOLLOWED_DEFAULT_LIMIT): Promise<string[]> {
  return repo.followedIds(db, userId, Math.max(1, Math.min(limit, 1000)));
}

/** Followers, following and saved campaigns as counts (the session user, GET /api/me). */
export function socialCountsOf(db: Kysely<Database>, userId: string): Promise<SocialCounts> {
  return repo.countsOf(db, userId);
}

async function personId(db: Kysely<Database>, username: string): Promise<string> {
  const person = await repo.findActiveUserByUsername(db, username);
  if (!person) throw new AppError('NOT_FOUND', UNKNOWN_USER_MESSAGE);
  return person.id;
}

/**
 * Follows the person. Idempotent: following again answers the same and records nothing; the
 * follow and its `user.followed` event commit together. Following yourself is a 400.
 */
export async function follow(db: Kysely<Database>, followerId: string, username: string): Promise<FollowState> {
  const followedId = await personId(db, username);
  if (followedId === followerId) throw new AppError('BAD_REQUEST', SELF_FOLLOW_MESSAGE);
  // A person who blocked you cannot be followed (docs/product-rules.md#blocking).
  if (await repo.isBlocking(db, followedId, followerId)) throw new AppError('FORBIDDEN', BLOCKED_FOLLOW_MESSAGE);
  await db.transaction().execute(async (trx) => {
    if (await repo.insertFollow(trx, followerId, followedId))
      await recordEvent(trx, { type: 'user.followed', payload: { followerId, followedId } });
  });
  return { following: true, followerCount: await repo.countFollowers(db, followedId) };
}

/** Stops following. Idempotent: `user.unfollowed` only when a follow was removed. */
export async function unfollow(db: Kysely<Database>, followerId: string, username: string): Promise<FollowState> {
  const followedId = await personId(db, username);
  await db.transaction().execute(async (trx) => {
    if (await repo.deleteFollow(trx, followerId, followedId))
      await recordEvent(trx, { type: 'user.unfollowed', payload: { followerId, followedId } });
  });
  return { following: false, followerCount: await repo.countFollowers(db, followedId) };
}

/** Whether the reader (null: signed out) follows the person, and their follower count. */
export async function followState(db: Kysely<Database>, readerId: string | null, username: string): Promise<FollowState> {
  const followedId = await personId(db, username);
  const following = readerId !== null && (await repo.isFollowing(db, readerId, followedId));
  return { following, followerCount: await repo.countFollowers(db, followedId) };
}

/** A page of the person's followers or of the people they follow, newest follow first. */
export async function listFollows(
  db: Kysely<Database>,
  username: string,
  side: 'followers' | 'following',
  query: SocialPageQuery,
): Promise<PersonList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, side) : null;
  const userId = await personId(db, username);
  const rows = await repo.listFollowPage(db, userId, side, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.flatMap((row) =>
      row.username
        ? [{ id: row.id, username: row.username, displayName: row.displayName, photoURL: row.photoUrl, bio: row.bio }]
        : [],
    ),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(side, { at: last.followedAt, id: last.id }) : null,
  };
}

async function savableCampaign(db: Kysely<Database>, campaignId: string) {
  const campaign = await publicCampaignTiming(db, campaignId);
  // Drafts and suspended campaigns do not exist for anyone but their owner and admins: 404, as their page.
  if (!campaign) throw new AppError('NOT_FOUND', UNKNOWN_CAMPAIGN_MESSAGE);
  return campaign;
}

/**
 * Saves a public campaign. Idempotent: `campaign.saved` only for a new save. A live campaign gets
 * its "ends in 48 hours" reminder job (at the end − 48 h, or now when already closer), in the same
 * transaction as the save.
 */
export async function saveCampaign(deps: SocialDeps, userId: string, campaignId: string): Promise<SaveState> {
  const campaign = await savableCampaign(deps.db, campaignId);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.insertSave(trx, userId, campaignId))) return;
    await recordEvent(trx, { type: 'campaign.saved', payload: { userId, campaignId } });
    if (campaign.status === 'live' && campaign.endsAt)
      await scheduleSavedEndingReminder(deps.jobs, trx, { userId, campaignId, endsAt: campaign.endsAt, now: new Date() });
  });
  return { saved: true, saveCount: await repo.countSaves(deps.db, campaignId) };
}

/** Removes a save (any campaign, even one hidden since). Idempotent: `campaign.unsaved` only when a save went. */
export async function unsaveCampaign(deps: SocialDeps, userId: string, campaignId: string): Promise<SaveState> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteSave(trx, userId, campaignId))) return;
    await recordEvent(trx, { type: 'campaign.unsaved', payload: { userId, campaignId } });
    await cancelSavedEndingReminder(deps.jobs, trx, userId, campaignId);
  });
  return { saved: false, saveCount: await repo.countSaves(deps.db, campaignId) };
}

/** Whether the reader saved the public campaign, and how many people did. */
export async function saveState(db: Kysely<Database>, readerId: string | null, campaignId: string): Promise<SaveState> {
  await savableCampaign(db, campaignId);
  const saved = readerId !== null && (await repo.isSaved(db, readerId, campaignId));
  return { saved, saveCount: await repo.countSaves(db, campaignId) };
}

/**
 * For the cards of a page: whether the reader saved each campaign, in one query (decision 0019).
 * Every asked id has an answer; unknown and hidden campaigns answer false, so the lookup reveals
 * nothing the campaign pages would not.
 */
export async function savedLookup(db: Kysely<Database>, userId: string, campaignIds: readonly string[]): Promise<SavedLookup> {
  const savedIds = new Set(await repo.savedAmong(db, userId, campaignIds));
  return { saved: Object.fromEntries(campaignIds.map((id) => [id, savedIds.has(id)])) };
}

/** The reader's saved campaigns, newest save first; saves of campaigns hidden since are left out of the page. */
export async function listSaved(db: Kysely<Database>, userId: string, query: SocialPageQuery): Promise<SocialCampaignList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, 'saved') : null;
  const rows = await repo.listSavePage(db, userId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await publicCampaignCardsByIds(
      db,
      page.map((row) => row.campaignId),
    ),
    nextCursor:
      rows.length > query.limit && last ? encodeDatedCursor('saved', { at: last.createdAt, id: last.campaignId }) : null,
  };
}

async function campaignPage(db: Kysely<Database>, ownerIds: string[], query: SocialPageQuery): Promise<SocialCampaignList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, 'campaigns') : null;
  const { items, last, more } = await listPublicCampaignsByOwners(db, ownerIds, {
    after: after ? { launchedAt: after.at, id: after.id } : null,
    take: query.limit + 1,
  });
  return { items, nextCursor: more && last ? encodeDatedCursor('campaigns', { at: last.launchedAt, id: last.id }) : null };
}

/** /following: live and successful campaigns of the people the reader follows, newest launch first. */
export async function followingCampaigns(
  db: Kysely<Database>,
  userId: string,
  query: SocialPageQuery,
): Promise<SocialCampaignList> {
  return campaignPage(db, await followedUserIds(db, userId), query);
}

/** A profile's campaigns: live and successful, newest launch first. */
export async function profileCampaigns(
  db: Kysely<Database>,
  username: string,
  query: SocialPageQuery,
): Promise<SocialCampaignList> {
  return campaignPage(db, [await personId(db, username)], query);
}

/**
 * A profile's backed campaigns, only when the person's privacy setting `showBackedCampaigns` is on
 * (off until they change it, docs/product-rules.md) or the reader is that person.
 */
export async function profileBackedCampaigns(
  db: Kysely<Database>,
  readerId: string | null,
  username: string,
): Promise<BackedCampaigns> {
  const userId = await personId(db, username);
  const preferences = preferencesSchema.safeParse(await repo.findStoredPreferences(db, userId));
  const shown = readerId === userId || (preferences.success && preferences.data.privacy.showBackedCampaigns);
  if (!shown) return { hidden: true, items: [] };
  return { hidden: false, items: await publicCampaignCardsByIds(db, await backedCampaignIds(db, userId)) };
}

/** Creators with live campaigns the reader does not follow yet (nor is): /following with no follows. */
export async function followSuggestions(db: Kysely<Database>, userId: string | null, limit = 6): Promise<FollowSuggestions> {
  const exclude = userId ? [userId, ...(await followedUserIds(db, userId, 1000))] : [];
  const creators = await creatorsWithLiveCampaigns(db, exclude, limit);
  const people = new Map(
    (
      await repo.findPeople(
        db,
        creators.map((c) => c.ownerId),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    items: creators.flatMap(({ ownerId, liveCampaigns }) => {
      const person = people.get(ownerId);
      if (!person?.username) return [];
      const { id, username, displayName, photoUrl, bio } = person;
      return [{ id, username, displayName, photoURL: photoUrl, bio, liveCampaigns }];
    }),
  };
}

/** Account deletion: the person's follows (both ways) and saves go (their pending reminders then find no save). */
export async function deleteSocialDataOf(trx: Kysely<Database> | Transaction<Database>, userId: string): Promise<void> {
  await repo.deleteFollowsOf(trx, userId);
  await repo.deleteSavesOf(trx, userId);
  await repo.deleteBlocksOf(trx, userId);
}

export const BLOCKED_FOLLOW_MESSAGE = 'You can’t follow this person.';
export const SELF_BLOCK_MESSAGE = 'You can’t block yourself.';

/**
 * Blocks the person (docs/product-rules.md#blocking): follows between the two end, both ways; they
 * can no longer follow or message the blocker, and the blocker's conversation with them is hidden
 * (the messages module hears `user.blocked`). Idempotent.
 */
export async function block(db: Kysely<Database>, blockerId: string, username: string): Promise<{ blocked: boolean }> {
  const blockedId = await personId(db, username);
  if (blockedId === blockerId) throw new AppError('BAD_REQUEST', SELF_BLOCK_MESSAGE);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.insertBlock(trx, blockerId, blockedId))) return;
    for (const [followerId, followedId] of await repo.deleteFollowsBetween(trx, blockerId, blockedId))
      await recordEvent(trx, { type: 'user.unfollowed', payload: { followerId: followerId!, followedId: followedId! } });
    await recordEvent(trx, { type: 'user.blocked', payload: { blockerId, blockedId } });
  });
  return { blocked: true };
}

export async function unblock(db: Kysely<Database>, blockerId: string, username: string): Promise<{ blocked: boolean }> {
  const blockedId = await personId(db, username);
  await db.transaction().execute(async (trx) => {
    if (await repo.deleteBlock(trx, blockerId, blockedId))
      await recordEvent(trx, { type: 'user.unblocked', payload: { blockerId, blockedId } });
  });
  return { blocked: false };
}

export async function blockState(db: Kysely<Database>, readerId: string, username: string): Promise<{ blocked: boolean }> {
  return { blocked: await repo.isBlocking(db, readerId, await personId(db, username)) };
}

/** For other modules (messages): whether `blocker` blocks `blocked`. */
export async function blocks(db: Kysely<Database> | Transaction<Database>, blocker: string, blocked: string): Promise<boolean> {
  return repo.isBlocking(db, blocker, blocked);
}

/** For other modules (messages): whether either of the two blocks the other. */
export async function eitherBlocks(db: Kysely<Database> | Transaction<Database>, a: string, b: string): Promise<boolean> {
  return (await repo.isBlocking(db, a, b)) || (await repo.isBlocking(db, b, a));
}

/** For other modules (messages, notifications): whether `followerId` follows `followedId`. */
export async function follows(
  db: Kysely<Database> | Transaction<Database>,
  followerId: string,
  followedId: string,
): Promise<boolean> {
  return repo.isFollowing(db, followerId, followedId);
}
