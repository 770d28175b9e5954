// Members-only posts' use cases (decision 0077): the creator writes, edits and deletes; anyone
// lists titles; the body goes only to the creator and to members whose tier ranks high enough.
import type {
  MemberPost,
  MemberPostAudience,
  MemberPostChanges,
  MemberPostList,
  MemberPostPageQuery,
  MemberPostSummary,
  NewMemberPost,
} from '@crowdspark/shared/contracts/member-posts';
import type { Kysely } from 'kysely';
import { sanitizeStoryHtml } from '../../content/rich-text.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { newId } from '../../short-id.js';
import { recordEvent } from '../events/service.js';
import { findPublicProfile, personCardsByIds } from '../users/service.js';
import * as repo from './repository.js';

export interface MemberPostsDeps {
  db: Kysely<Database>;
  /** The site's address: pictures in a body must be the site's own (the story allow-list). */
  publicUrl: string;
}

export const POST_NOT_FOUND_MESSAGE = 'No members-only post has this id.';
export const NO_MEMBERSHIP_MESSAGE = 'Turn your membership on (Settings → Membership) before posting for members.';
export const UNKNOWN_TIER_MESSAGE = 'Choose one of your current tiers, or all members.';
export const EMPTY_BODY_MESSAGE = 'Write the post: nothing readable is left once unsafe HTML is removed.';
const CURSOR = 'member-posts';

type Tier = Awaited<ReturnType<typeof repo.tiersOf>>[number];

/** The allow-list sanitiser of stories and updates; a body that sanitises to nothing is refused. */
function cleanBody(html: string, publicUrl: string): string {
  const clean = sanitizeStoryHtml(html, publicUrl);
  const hasText = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
  if (!hasText && !/<img\s/i.test(clean)) throw new AppError('BAD_REQUEST', EMPTY_BODY_MESSAGE, { bodyHtml: EMPTY_BODY_MESSAGE });
  return clean;
}

function audienceOf(minTierId: string | null, tiers: Map<string, Tier>): MemberPostAudience {
  const tier = minTierId ? tiers.get(minTierId) : undefined;
  return { minTierId, label: tier ? `${tier.title} and above` : 'All members' };
}

/** The rank a post needs: null for all members (an unknown tier reads as its own rank: nobody below it). */
function neededRank(minTierId: string | null, tiers: Map<string, Tier>): number | null {
  if (!minTierId) return null;
  return tiers.get(minTierId)?.position ?? Number.MAX_SAFE_INTEGER;
}

/** What one reader may read of one creator's posts: everything (the creator), up to a rank, or nothing. */
interface Reader {
  isCreator: boolean;
  rank: number | null;
}

async function readerOf(db: Kysely<Database>, creatorId: string, readerId: string | null, now: Date): Promise<Reader> {
  if (!readerId) return { isCreator: false, rank: null };
  if (readerId === creatorId) return { isCreator: true, rank: null };
  return { isCreator: false, rank: await repo.readerRank(db, creatorId, readerId, now) };
}

function mayRead(reader: Reader, needed: number | null): boolean {
  if (reader.isCreator) return true;
  if (reader.rank === null) return false;
  return needed === null || reader.rank >= needed;
}

async function creatorNamed(db: Kysely<Database>, username: string) {
  const profile = await findPublicProfile(db, username);
  if (!profile) throw new AppError('NOT_FOUND', 'This person does not exist.');
  return profile;
}

async function tierMap(db: Kysely<Database>, creatorId: string): Promise<Map<string, Tier>> {
  return new Map((await repo.tiersOf(db, creatorId)).map((tier) => [tier.id, tier]));
}

/**
 * Which of these posts, by any creators, the reader may not read (the follow feed's "Join to read"):
 * the same rule as a creator's own list, read once per creator.
 */
export async function postsLockedFor(
  db: Kysely<Database>,
  readerId: string,
  posts: readonly { id: string; creatorId: string; minTierId: string | null }[],
  now = new Date(),
): Promise<Set<string>> {
  const creatorIds = [...new Set(posts.map((post) => post.creatorId))];
  const readers = new Map(
    await Promise.all(
      creatorIds.map(
        async (creatorId) =>
          [creatorId, { tiers: await tierMap(db, creatorId), reader: await readerOf(db, creatorId, readerId, now) }] as const,
      ),
    ),
  );
  const locked = posts.filter((post) => {
    const of = readers.get(post.creatorId);
    return !of || !mayRead(of.reader, neededRank(post.minTierId, of.tiers));
  });
  return new Set(locked.map((post) => post.id));
}

/** GET /api/creators/:username/posts: titles and dates, newest first; never a body. */
export async function listPosts(
  db: Kysely<Database>,
  username: string,
  readerId: string | null,
  query: MemberPostPageQuery,
  now = new Date(),
): Promise<MemberPostList> {
  const creator = await creatorNamed(db, username);
  const after = query.cursor ? decodeDatedCursor(query.cursor, CURSOR) : null;
  const [rows, tiers, reader, enabled] = await Promise.all([
    repo.postPage(db, creator.id, after, query.limit + 1),
    tierMap(db, creator.id),
    readerOf(db, creator.id, readerId, now),
    repo.programEnabled(db, creator.id),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row): MemberPostSummary => ({
      id: row.id,
      title: row.title,
      audience: audienceOf(row.minTierId, tiers),
      locked: !mayRead(reader, neededRank(row.minTierId, tiers)),
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(CURSOR, { at: last.createdAt, id: last.id }) : null,
    viewer: { canPost: reader.isCreator && enabled },
  };
}

function present(
  row: repo.MemberPostRow,
  tiers: Map<string, Tier>,
  reader: Reader,
  creator: { username: string; displayName: string },
): MemberPost {
  const readable = mayRead(reader, neededRank(row.minTierId, tiers));
  return {
    id: row.id,
    title: row.title,
    audience: audienceOf(row.minTierId, tiers),
    locked: !readable,
    // The one place a body leaves the server: only for a reader entitled to it.
    bodyHtml: readable ? row.bodyHtml : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    creator,
    viewer: { canEdit: reader.isCreator },
  };
}

/** GET /api/creators/:username/posts/:postId. */
export async function getPost(
  db: Kysely<Database>,
  username: string,
  postId: string,
  readerId: string | null,
  now = new Date(),
): Promise<MemberPost> {
  const creator = await creatorNamed(db, username);
  const row = await repo.findPost(db, creator.id, postId);
  if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND_MESSAGE);
  const [tiers, reader] = await Promise.all([tierMap(db, creator.id), readerOf(db, creator.id, readerId, now)]);
  return present(row, tiers, reader, { username: creator.username, displayName: creator.displayName });
}

/** The creator's own view of a post (after a write). */
async function ownPost(db: Kysely<Database>, creatorId: string, postId: string): Promise<MemberPost> {
  const row = await repo.findPost(db, creatorId, postId);
  if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND_MESSAGE);
  const card = (await personCardsByIds(db, [creatorId])).get(creatorId);
  const creator = { username: card?.username ?? '', displayName: card?.displayName ?? '' };
  return present(row, await tierMap(db, creatorId), { isCreator: true, rank: null }, creator);
}

/** A post names a current tier of its creator, or none (all members). */
async function checkTier(db: Kysely<Database>, creatorId: string, minTierId: string | null): Promise<void> {
  if (minTierId === null) return;
  const tier = (await tierMap(db, creatorId)).get(minTierId);
  if (!tier || tier.archivedAt !== null)
    throw new AppError('UNPROCESSABLE', UNKNOWN_TIER_MESSAGE, { minTierId: UNKNOWN_TIER_MESSAGE });
}

/** POST /api/me/member-posts: a creator whose membership is on; `member_post.published` in the same transaction. */
export async function createPost(deps: MemberPostsDeps, creatorId: string, input: NewMemberPost): Promise<MemberPost> {
  if (!(await repo.programEnabled(deps.db, creatorId))) throw new AppError('FORBIDDEN', NO_MEMBERSHIP_MESSAGE);
  await checkTier(deps.db, creatorId, input.minTierId);
  const bodyHtml = cleanBody(input.bodyHtml, deps.publicUrl);
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertPost(trx, { id, creatorId, minTierId: input.minTierId, title: input.title, bodyHtml });
    await recordEvent(trx, { type: 'member_post.published', payload: { postId: id, creatorId } });
  });
  return ownPost(deps.db, creatorId, id);
}

/** PATCH /api/me/member-posts/:postId: the creator's own post; nobody is told again. */
export async function editPost(
  deps: MemberPostsDeps,
  creatorId: string,
  postId: string,
  changes: MemberPostChanges,
): Promise<MemberPost> {
  if (!(await repo.findPost(deps.db, creatorId, postId))) throw new AppError('NOT_FOUND', POST_NOT_FOUND_MESSAGE);
  if (changes.minTierId !== undefined) await checkTier(deps.db, creatorId, changes.minTierId);
  const values = {
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.bodyHtml !== undefined ? { bodyHtml: cleanBody(changes.bodyHtml, deps.publicUrl) } : {}),
    ...(changes.minTierId !== undefined ? { minTierId: changes.minTierId } : {}),
  };
  await deps.db.transaction().execute((trx) => repo.changePost(trx, postId, values));
  return ownPost(deps.db, creatorId, postId);
}

/** DELETE /api/me/member-posts/:postId: the creator's own post; its notices leave members' inboxes. */
export async function deletePost(deps: MemberPostsDeps, creatorId: string, postId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findPost(trx, creatorId, postId))) throw new AppError('NOT_FOUND', POST_NOT_FOUND_MESSAGE);
    await repo.deletePost(trx, postId);
    await recordEvent(trx, { type: 'member_post.deleted', payload: { postId, creatorId } });
  });
}
