import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PageResolver } from '../../plugins/static-web.js';
import { findPublicUserIdByUsername } from './repository.js';

/** Usernames are at most this long (GET /api/users/:username refuses longer ones too). */
const MAX_USERNAME_LENGTH = 60;

/**
 * `/profile/:username` as the server answers it: 200 when the profile exists and is public (the
 * same rule as GET /api/users/:username: case-insensitive, disabled accounts hidden), 404 otherwise.
 */
export function profilePageResolver(db: Kysely<Database>): PageResolver {
  return {
    pattern: '/profile/:username',
    async resolve({ username = '' }) {
      if (!username || username.length > MAX_USERNAME_LENGTH || username.includes('\u0000')) return { status: 404 };
      return { status: (await findPublicUserIdByUsername(db, username)) ? 200 : 404 };
    },
  };
}
