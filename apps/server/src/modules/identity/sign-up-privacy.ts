import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serializeSignedCookie } from 'better-call';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailSender } from '../../plugins/mail.js';
import { reserveAttempt } from './account-limits.js';
import { SPA_PAGES, type createAuth } from './better-auth.js';
import { findUserByEmail } from './email-change.js';
import { signUpAttemptEmail } from './emails.js';
import { hashPassword } from './password-hasher.js';
import { parseProviderError } from './provider-answers.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string in the alphabet and length of Better Auth's ids and session tokens. */
function lookalikeId(length = 32): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

function tokenMark(secret: string, head: string): string {
  const digest = createHmac('sha256', secret).update(`sign-up-lookalike:${head}`).digest();
  return Array.from(digest.subarray(0, 16), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/**
 * A session token in Better Auth's format for a sign-up that created nothing: 16 random characters
 * and 16 derived from them with the secret, so this server can tell its own made-up tokens from a
 * real session's (which matches by chance once in 62^16) and treat them as no session at all.
 */
function lookalikeSessionToken(secret: string): string {
  const head = lookalikeId(16);
  return `${head}${tokenMark(secret, head)}`;
}

export function isLookalikeSessionToken(token: string, secret: string): boolean {
  if (token.length !== 32) return false;
  const expected = Buffer.from(tokenMark(secret, token.slice(0, 16)));
  const given = Buffer.from(token.slice(16));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface SignUpUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a sign-up answers: the same headers and body layout whether or not an account was made. */
export interface SignUpAnswer {
  cookies: string[];
  body: string;
}

export interface SignUpPrivacyDeps {
  db: Kysely<Database>;
  mail: MailSender;
  publicUrl: string;
  auth: ReturnType<typeof createAuth>;
}

/**
 * How long a real sign-up takes here (a moving average over recent ones), so an answer for a taken
 * address is held back to about the same time: it does less work (no account, no session rows)
 * and would otherwise be told apart by its speed.
 */
export class SignUpTiming {
  private averageMs: number | null = null;

  record(ms: number): void {
    this.averageMs = this.averageMs === null ? ms : this.averageMs * 0.8 + ms * 0.2;
  }

  /** Waits until `startedAt` (performance.now()) is as long ago as a real sign-up usually takes. */
  async holdUntilTypical(startedAt: number): Promise<void> {
    if (this.averageMs === null) return;
    const wait = startedAt + this.averageMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The one body every sign-up answer has, keys in one order (Better Auth's own order may change). */
function signUpBody(token: string, user: SignUpUser): string {
  return JSON.stringify({
    token,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
  });
}

/** A session cookie exactly like a real one (name, signature, attributes) for a token that matches no session. */
async function lookalikeSessionCookie(auth: SignUpPrivacyDeps['auth'], token: string): Promise<string> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  return serializeSignedCookie(name, token, context.secret, { ...attributes, maxAge: context.sessionConfig.expiresIn });
}

/**
 * Sign-up with an address that already has an account answers exactly like a new sign-up (200,
 * a session cookie, the same body with a made-up id and token that match nothing), so one request
 * cannot tell who has an account. No account is touched and no session starts; the owner gets an
 * email instead ("sign in, or reset your password"), at most a few per hour. The password is
 * hashed anyway so the answer takes about as long as a real sign-up's.
 */
async function answerForExistingAddress(
  deps: SignUpPrivacyDeps,
  input: { email: string; name: string; password: string },
): Promise<SignUpAnswer> {
  await hashPassword(input.password);
  const owner = await findUserByEmail(deps.db, input.email);
  if (owner && (await reserveAttempt(deps.db, 'sign-up-notice', owner.email))) {
    const signIn = `${deps.publicUrl}${SPA_PAGES.signIn}`;
    const reset = `${deps.publicUrl}${SPA_PAGES.resetPassword}`;
    await deps.mail.send(signUpAttemptEmail(owner.email, owner.displayName, signIn, reset));
  }
  const now = new Date().toISOString();
  const token = lookalikeSessionToken((await deps.auth.$context).secret);
  const user = {
    id: lookalikeId(),
    email: input.email.trim().toLowerCase(),
    name: input.name.trim(),
    image: null,
    emailVerified: false,
    createdAt: now,
    updatedAt: now,
  };
  return { cookies: [await lookalikeSessionCookie(deps.auth, token)], body: signUpBody(token, user) };
}

function parseCreated(text: string): { token: string; user: SignUpUser } | null {
  try {
    const parsed = JSON.parse(text) as { token?: unknown; user?: SignUpUser };
    return typeof parsed.token === 'string' && parsed.user && typeof parsed.user.id === 'string'
      ? { token: parsed.token, user: parsed.user }
      : null;
  } catch {
    return null;
  }
}

/**
 * Rewrites Better Auth's answer to POST /sign-up/email so that it never tells whether the address
 * already had an account: a created account, an address that was taken, and a sign-up that lost a
 * race for the same new address (the unique index refused it) all answer 200 with a session cookie
 * and one body layout. Null for any other answer (a refused password, a bad body), passed on as is.
 */
export async function answerSignUp(
  deps: SignUpPrivacyDeps & { timing: SignUpTiming },
  input: { email: string; name: string; password: string },
  provider: { status: number; text: string; cookies: string[]; startedAt: number },
): Promise<SignUpAnswer | null> {
  if (provider.status === 200) {
    const created = parseCreated(provider.text);
    if (created) deps.timing.record(performance.now() - provider.startedAt);
    return created ? { cookies: provider.cookies, body: signUpBody(created.token, created.user) } : null;
  }
  if (provider.status !== 422 && provider.status !== 400) return null;
  const code = parseProviderError(provider.text)?.code;
  const taken = code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
  // A concurrent sign-up for the same new address passed Better Auth's existence check and then
  // failed on the unique index: the address has an account now, so it answers like a taken one.
  const lostRace = code === 'FAILED_TO_CREATE_USER' && (await findUserByEmail(deps.db, input.email)) !== undefined;
  if (!taken && !lostRace) return null;
  const answer = await answerForExistingAddress(deps, input);
  await deps.timing.holdUntilTypical(provider.startedAt);
  return answer;
}
