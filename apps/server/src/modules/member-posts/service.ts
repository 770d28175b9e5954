// What other modules may ask of members-only posts (decision 0077): who to tell of a new post,
// and the titles the follow feed shows. The use cases behind the routes are in posts.ts.
import type { FollowedMemberPosts } from '@crowdspark/shared/contracts/member-posts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { personCardsByIds } from '../users/service.js';
import { postsLockedFor } from './posts.js';
import * as repo from './repository.js';

/** The page of one post (the web's route /profile/:username/posts/:postId). */
export function memberPostLink(username: string, postId: string): string {
  return `/profile/${encodeURIComponent(username)}/posts/${postId}`;
}

export interface PostNotice {
  creatorId: string;
  title: string;
  link: string;
  /** The members whose tier may read the post now (never the creator). */
  recipients: string[];
}

/**
 * For `member_post.published`'s subscriber, in its transaction: who to tell of the post, read as
 * things are now, and the mark that they were told. Null when the post is gone (deleted before the
 * delivery) or was told already (a repeated delivery), so nobody is told twice.
 */
export async function claimPostNotice(trx: Transaction<Database>, postId: string, now = new Date()): Promise<PostNotice | null> {
  const post = await repo.findPostById(trx, postId);
  if (!post || !(await repo.markNoticed(trx, postId, now))) return null;
  const creator = (await personCardsByIds(trx, [post.creatorId])).get(post.creatorId);
  if (!creator?.username) return null;
  let minPosition: number | null = null;
  if (post.minTierId) {
    const tier = (await repo.tiersOf(trx, post.creatorId)).find((candidate) => candidate.id === post.minTierId);
    minPosition = tier?.position ?? Number.MAX_SAFE_INTEGER;
  }
  const recipients = await repo.readersAtOrAbove(trx, post.creatorId, minPosition, now);
  return { creatorId: post.creatorId, title: post.title, link: memberPostLink(creator.username, postId), recipients };
}

/**
 * For the follow feed: the newest posts' titles by these creators (bodies never leave here), each
 * marked locked when the reader may not read it.
 */
export async function followedCreatorsPosts(
  db: Kysely<Database>,
  readerId: string,
  creatorIds: readonly string[],
  limit: number,
): Promise<FollowedMemberPosts> {
  if (creatorIds.length === 0) return { items: [] };
  const rows = await repo.newestPostsBy(db, creatorIds, limit);
  const locked = await postsLockedFor(db, readerId, rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      creator: { username: row.username ?? '', displayName: row.displayName },
      locked: locked.has(row.id),
    })),
  };
}
