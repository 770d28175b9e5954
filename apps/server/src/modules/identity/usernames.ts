import { randomInt } from 'node:crypto';
import { USERNAME_PATTERN } from '@crowdspark/shared/contracts/users';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';

const MAX_LENGTH = 30;

/** "Ana María O'Neil" → "ana_maria_oneil": lower-case ASCII letters, digits and single underscores. */
export function slugifyUsername(displayName: string): string {
  const slug = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/_+$/g, '');
  if (slug.length >= 3) return slug;
  return slug ? `${slug}_user` : 'user';
}

/** The base with digits appended, kept within 30 characters and the pattern. */
export function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, MAX_LENGTH - suffix.length).replace(/_+$/g, '')}${suffix}`;
}

/**
 * Gives the user a unique username derived from the display name, unless it already has one:
 * the plain slug, then the slug with 2, 3… and finally random digits. The unique index on
 * lower(username) decides races between two sign-ups.
 */
export async function assignUsername(db: Kysely<Database>, userId: string, displayName: string): Promise<string | null> {
  const base = slugifyUsername(displayName);
  const taken = new Set(
    (
      await db
        .selectFrom('users')
        .select(sql<string>`lower(username)`.as('username'))
        .where(sql<string>`lower(username)`, 'like', `${base.slice(0, 24).replace(/_/g, '\\_')}%`)
        .execute()
    ).map((row) => row.username),
  );
  const candidates: string[] = [base];
  for (let n = 2; candidates.length < 20; n += 1) candidates.push(withSuffix(base, String(n)));
  for (let i = 0; i < 10; i += 1) candidates.push(withSuffix(base, String(randomInt(1000, 1_000_000))));
  for (const candidate of candidates) {
    if (taken.has(candidate) || !USERNAME_PATTERN.test(candidate)) continue;
    try {
      const updated = await db
        .updateTable('users')
        .set({ username: candidate })
        .where('id', '=', userId)
        .where('username', 'is', null)
        .returning('username')
        .executeTakeFirst();
      return updated?.username ?? null;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return null;
}
