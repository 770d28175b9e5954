import { APIError } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { identityError } from '../../errors/app-error.js';
import { releaseAttempt, reserveAttempt } from './account-limits.js';
import type { Auth } from './better-auth.js';
import { assertReauthenticated } from './reauthentication.js';

/** The body field every step-up form sends its code in (withdrawal, email and password change, turning 2FA off). */
export const SECOND_FACTOR_FIELD = 'twoFactorCode';

/** A code from an authenticator app: six digits (spaces the person typed are dropped first). */
const TOTP_CODE = /^\d{6}$/;

export interface SecondFactorProof {
  userId: string;
  email: string;
  /** The request's headers: Better Auth reads the session cookie from them. */
  headers: Headers;
  /** What the person typed: a 6-digit authenticator code or a recovery code; undefined when nothing. */
  code: string | undefined;
}

/** The check a route hands to a service: resolves when the person has no 2FA or typed a right code. */
export type SecondFactorCheck = () => Promise<void>;

export async function hasTwoFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('twoFactorEnabled').where('id', '=', userId).executeTakeFirst();
  return row?.twoFactorEnabled ?? false;
}

/**
 * Step-up for sensitive changes (decision 0073): when the account has two-factor sign-in on, the
 * request must carry a current authenticator code or an unused recovery code, checked by Better
 * Auth's own endpoints on the request's session (a recovery code is used up by it). Wrong codes
 * count towards a per-account limit of their own, so a stolen session cannot guess codes. Throws
 * `multi-factor-auth-required` (403) without a code, `invalid-two-factor-code` or
 * `invalid-recovery-code` (400) for a wrong one.
 */
export async function assertSecondFactor(db: Kysely<Database>, auth: Auth, proof: SecondFactorProof): Promise<void> {
  if (!(await hasTwoFactor(db, proof.userId))) return;
  const code = proof.code?.replace(/\s+/g, '') ?? '';
  if (!code)
    throw identityError('FORBIDDEN', 'multi-factor-auth-required', {
      [SECOND_FACTOR_FIELD]: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    });
  const reservation = await reserveAttempt(db, 'second-factor', proof.email);
  if (!reservation) throw identityError('TOO_MANY_REQUESTS', 'too-many-requests');
  const isTotp = TOTP_CODE.test(code);
  try {
    if (isTotp) await auth.api.verifyTOTP({ headers: proof.headers, body: { code } });
    else await auth.api.verifyBackupCode({ headers: proof.headers, body: { code, disableSession: true } });
  } catch (error) {
    // Better Auth refuses a wrong or used code with a 4xx; anything else is ours to report.
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    const identityCode = isTotp ? 'invalid-two-factor-code' : 'invalid-recovery-code';
    throw identityError('BAD_REQUEST', identityCode, {
      [SECOND_FACTOR_FIELD]: isTotp ? 'That code is not correct.' : 'That recovery code is not valid or was already used.',
    });
  }
  await releaseAttempt(db, reservation);
}

/**
 * The changes that ask for the second factor through Better Auth's endpoints (the wrapper in
 * routes.ts), each with the body field its current password comes in.
 */
export const STEP_UP_PATHS: Readonly<Record<string, string>> = {
  '/change-email': 'password',
  '/change-password': 'currentPassword',
  '/two-factor/disable': 'password',
};

export interface StepUpRequest {
  userId: string;
  email: string;
  sessionToken: string;
  headers: Headers;
}

/**
 * Before the wrapper forwards a step-up path: the current password (always for an e-mail change,
 * decision 0009; for the others when 2FA is on, so a wrong password never uses up a recovery code),
 * then the second factor. Returns the body Better Auth gets: without the code, and for an e-mail
 * change without the password, which Better Auth's endpoint does not take.
 */
export async function confirmStepUp(
  db: Kysely<Database>,
  auth: Auth,
  step: { path: string; body: Record<string, unknown> | null; request: StepUpRequest },
): Promise<Record<string, unknown>> {
  const { path, request } = step;
  const body = step.body ?? {};
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const passwordField = STEP_UP_PATHS[path] ?? 'password';
  const twoFactorOn = await hasTwoFactor(db, request.userId);
  if (path === '/change-email' || twoFactorOn)
    await assertReauthenticated(db, { ...request, password: text(body[passwordField]) });
  if (twoFactorOn) await assertSecondFactor(db, auth, { ...request, code: text(body[SECOND_FACTOR_FIELD]) });
  const { [SECOND_FACTOR_FIELD]: _code, ...rest } = body;
  if (path !== '/change-email') return rest;
  const { password: _password, ...withoutPassword } = rest;
  return withoutPassword;
}
