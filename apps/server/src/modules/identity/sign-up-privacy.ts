import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailSender } from '../../plugins/mail.js';
import { reserveAttempt } from './account-limits.js';
import { SPA_PAGES } from './better-auth.js';
import { findUserByEmail } from './email-change.js';
import { signUpAttemptEmail } from './emails.js';
import { hashPassword } from './password-hasher.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string in the alphabet and length of Better Auth's ids and session tokens. */
function lookalikeId(length = 32): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/**
 * Sign-up with an address that already has an account answers exactly like a new sign-up (200,
 * the same body shape, a made-up id and token that match nothing), so the form cannot be used to
 * find out who has an account. No account is touched and no session starts; the owner gets an
 * email instead ("sign in, or reset your password"), at most a few per hour. The password is
 * hashed anyway so the answer takes as long as a real sign-up's.
 */
export async function answerSignUpForExistingAddress(
  deps: { db: Kysely<Database>; mail: MailSender; publicUrl: string },
  input: { email: string; name: string; password: string },
): Promise<Record<string, unknown>> {
  await hashPassword(input.password);
  const owner = await findUserByEmail(deps.db, input.email);
  if (owner && (await reserveAttempt(deps.db, 'sign-up-notice', owner.email))) {
    const signIn = `${deps.publicUrl}${SPA_PAGES.signIn}`;
    const reset = `${deps.publicUrl}${SPA_PAGES.resetPassword}`;
    await deps.mail.send(signUpAttemptEmail(owner.email, owner.displayName, signIn, reset));
  }
  const now = new Date().toISOString();
  return {
    token: lookalikeId(),
    user: {
      id: lookalikeId(),
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      image: null,
      emailVerified: false,
      createdAt: now,
      updatedAt: now,
    },
  };
}
