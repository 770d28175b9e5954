import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Per-account limits, on top of the per-IP ones: counted in PostgreSQL (auth_failures), so they
 * hold across server instances and restarts. The subject is the lower-cased email.
 */
export const ACCOUNT_LIMITS = {
  /** Failed sign-ins: the sixth attempt within 15 minutes is refused, even with the right password. */
  'sign-in-failure': { max: 5, windowMs: 15 * 60_000 },
  /** Codes typed to confirm a sensitive change (second-factor.ts): the sixth within 15 minutes is refused. */
  'second-factor': { max: 5, windowMs: 15 * 60_000 },
  /** Reset emails requested for one address. */
  'password-reset': { max: 3, windowMs: 60 * 60_000 },
  /** Verification emails requested for one account. */
  verification: { max: 3, windowMs: 15 * 60_000 },
  /** "Someone tried to sign up with your address" notices to one address. */
  'sign-up-notice': { max: 3, windowMs: 60 * 60_000 },
} as const;

export type AccountLimitKind = keyof typeof ACCOUNT_LIMITS;

export function normalizeSubject(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Reserves one attempt for `subject`, or returns null when the limit is reached. Atomic: a
 * transaction-scoped advisory lock per (kind, subject) serialises the count and the insert, so
 * however many requests arrive at once, at most `max` reservations exist in a window and only
 * those go on to check a password or send an email. The reservation counts as a failure until
 * releaseAttempt() withdraws it (a successful sign-in); a crash in between leaves it counted,
 * which errs on the safe side. Returns the reservation's id.
 */
export async function reserveAttempt(db: Kysely<Database>, kind: AccountLimitKind, subject: string): Promise<string | null> {
  const normalized = normalizeSubject(subject);
  const { max, windowMs } = ACCOUNT_LIMITS[kind];
  const id = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`auth-limit:${kind}:${normalized}`}, 0))`.execute(trx);
    const row = await trx
      .selectFrom('authFailures')
      .select(sql<string>`count(*)`.as('n'))
      .where('kind', '=', kind)
      .where('subject', '=', normalized)
      .where('createdAt', '>', new Date(Date.now() - windowMs))
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) return null;
    const inserted = await trx
      .insertInto('authFailures')
      .values({ kind, subject: normalized })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(inserted.id);
  });
  // Keep the table small: rows older than the longest window are of no use.
  if (Math.random() < 0.05)
    await db
      .deleteFrom('authFailures')
      .where('createdAt', '<', new Date(Date.now() - 2 * 60 * 60_000))
      .execute();
  return id;
}

/** An account's address is deleted with it: its counted failures and notices go too. */
export async function forgetAttemptsOf(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('authFailures').where('subject', '=', normalizeSubject(email)).execute();
}

/**
 * Withdraws a reservation that turned out not to be a failure (the right password). Earlier
 * failures stay counted for their window: "5 failures per 15 minutes" holds even when the owner
 * signs in between an attacker's guesses.
 */
export async function releaseAttempt(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('authFailures').where('id', '=', id).execute();
}
