import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { identityError } from '../../errors/app-error.js';
import { releaseAttempt, reserveAttempt } from './account-limits.js';
import { verifyPassword } from './password-hasher.js';

/** A Google-only account proves itself with a sign-in at most this old (it has no password to type). */
export const FRESH_SIGN_IN_S = 5 * 60;

export interface Reauthentication {
  userId: string;
  email: string;
  /** The token of the session making the request. */
  sessionToken: string;
  /** What the person typed as their current password, if anything. */
  password: string | undefined;
}

/**
 * Changing the email or deleting the account must not be possible with a stolen session alone.
 * An account with a password must type it (a wrong one counts towards the same per-account limit
 * as sign-in, so a stolen session cannot be used to guess it); an account that signs in only
 * with Google must have signed in within the last few minutes. Throws the identity error the
 * settings form shows; returns when the person is who the session says.
 */
export async function assertReauthenticated(db: Kysely<Database>, request: Reauthentication): Promise<void> {
  const credential = await db
    .selectFrom('authAccounts')
    .select('password')
    .where('userId', '=', request.userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();

  if (credential?.password) {
    if (!request.password)
      throw identityError('VALIDATION_FAILED', 'missing-password', { password: 'Enter your current password.' });
    const reservation = await reserveAttempt(db, 'sign-in-failure', request.email);
    if (!reservation) throw identityError('TOO_MANY_REQUESTS', 'too-many-requests');
    if (!(await verifyPassword({ hash: credential.password, password: request.password })))
      throw identityError('BAD_REQUEST', 'wrong-password', { password: 'That password is not correct.' });
    await releaseAttempt(db, reservation);
    return;
  }

  const session = await db
    .selectFrom('authSessions')
    .select('createdAt')
    .where('token', '=', request.sessionToken)
    .executeTakeFirst();
  const ageMs = session ? Date.now() - session.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (ageMs > FRESH_SIGN_IN_S * 1000) throw identityError('FORBIDDEN', 'requires-recent-login');
}
