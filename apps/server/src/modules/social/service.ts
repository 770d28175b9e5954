import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { followedIds } from './repository.js';

/** How many followed people the feed helpers look at by default (the most recently followed). */
const FOLLOWED_DEFAULT_LIMIT = 200;

/**
 * The ids of the people `userId` follows, most recent follow first, at most `limit` (the
 * personalised feed and /following look at a bounded set: we never load unbounded lists).
 */
export function followedUserIds(db: Kysely<Database>, userId: string, limit = FOLLOWED_DEFAULT_LIMIT): Promise<string[]> {
  return followedIds(db, userId, Math.max(1, Math.min(limit, 1000)));
}
