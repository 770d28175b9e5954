import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Per-account limits, on top of the per-IP ones: counted in PostgreSQL (auth_failures), so they
 * hold across server instances and restarts. The subject is the lower-cased email.
 */
export const ACCOUNT_LIMITS = {
  /** Failed sign-ins: the sixth attempt within 15 minutes is refused, even with the right password. */
  'sign-in-failure': { max: 5, windowMs: 15 * 60_000 },
  /** Reset emails requested for one address. */
  'password-reset': { max: 3, windowMs: 60 * 60_000 },
  /** Verification emails requested for one account. */
  verification: { max: 3, windowMs: 15 * 60_000 },
} as const;

export type AccountLimitKind = keyof typeof ACCOUNT_LIMITS;

export function normalizeSubject(email: string): string {
  return email.trim().toLowerCase();
}

export async function countRecent(db: Kysely<Database>, kind: AccountLimitKind, subject: string): Promise<number> {
  const since = new Date(Date.now() - ACCOUNT_LIMITS[kind].windowMs);
  const row = await db
    .selectFrom('authFailures')
    .select(sql<string>`count(*)`.as('n'))
    .where('kind', '=', kind)
    .where('subject', '=', normalizeSubject(subject))
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isOverLimit(db: Kysely<Database>, kind: AccountLimitKind, subject: string): Promise<boolean> {
  return (await countRecent(db, kind, subject)) >= ACCOUNT_LIMITS[kind].max;
}

export async function recordAttempt(db: Kysely<Database>, kind: AccountLimitKind, subject: string): Promise<void> {
  await db
    .insertInto('authFailures')
    .values({ kind, subject: normalizeSubject(subject) })
    .execute();
  // Keep the table small: rows older than the longest window are of no use.
  if (Math.random() < 0.05)
    await db
      .deleteFrom('authFailures')
      .where('createdAt', '<', new Date(Date.now() - 2 * 60 * 60_000))
      .execute();
}

export async function clearAttempts(db: Kysely<Database>, kind: AccountLimitKind, subject: string): Promise<void> {
  await db.deleteFrom('authFailures').where('kind', '=', kind).where('subject', '=', normalizeSubject(subject)).execute();
}
