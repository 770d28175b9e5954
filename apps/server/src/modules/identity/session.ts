import { decideAccess } from '@crowdspark/shared/constants/access-gate';
import type { RouteAccess } from '@crowdspark/shared/constants/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.js';
import { AppError, identityError } from '../../errors/app-error.js';
import { cookieValue, sessionCookieNames, sessionTokenFrom, verifiedCookieValue } from '../../http/session-cookie.js';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './better-auth.js';
import type { Auth } from './better-auth.js';
import { deleteSessionsOf, findLiveSession, findRequestSession, findSessionOwner, findSessionUser } from './repository.js';

export interface AuthSession {
  session: { id: string; token: string; expiresAt: Date };
  user: { id: string; email: string; emailVerified: boolean; role: UserRole; displayName: string; twoFactorEnabled: boolean };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAccess (and resolveSession) for signed-in requests. */
    authSession: AuthSession | null;
  }
}

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * A disabled user is signed out at their next request: every session of theirs is deleted and
 * the request fails with user-disabled. Cheap: one indexed lookup by the cookie's token.
 */
export async function refuseDisabledUser(db: Kysely<Database>, token: string | null): Promise<void> {
  if (!token) return;
  const owner = await findSessionOwner(db, token);
  if (!owner?.banned) return;
  await deleteSessionsOf(db, owner.id);
  throw identityError('UNAUTHENTICATED', 'user-disabled');
}

export interface SessionResolverOptions {
  auth: Auth;
  db: Kysely<Database>;
  secureCookies: boolean;
  /** Better Auth's secret, which signs the session cookie. */
  secret: string;
}

export interface AccessGuardOptions extends SessionResolverOptions {
  /** ADMIN_TWO_FACTOR_REQUIRED: admin routes refuse admins without two-factor sign-in (decision 0073). */
  adminTwoFactorRequired: boolean;
}

/**
 * The request's session in one query, when nothing about it needs Better Auth: the cookie's
 * signature holds, the session exists and is live, its user is not disabled, and it is not yet due
 * for its daily extension. Anything else returns null and the caller takes Better Auth's path,
 * which deletes, refreshes or refuses exactly as before. This is the hot path of every signed-in
 * request (four queries became one; docs/decisions/0063-pledges-at-volume.md).
 */
async function quickSession(
  cookieHeader: string | undefined,
  options: SessionResolverOptions,
  now = new Date(),
): Promise<AuthSession | null> {
  const [sessionName, sessionDataName, dontRememberName] = sessionCookieNames(options.secureCookies) as [string, string, string];
  // A leftover cookie cache is cleared by Better Auth's path.
  if (cookieValue(cookieHeader, sessionDataName) !== null) return null;
  const token = verifiedCookieValue(cookieHeader, sessionName, options.secret);
  if (!token) return null;
  const row = await findRequestSession(options.db, token);
  if (!row || row.banned || row.expiresAt.getTime() <= now.getTime()) return null;
  const remembered = verifiedCookieValue(cookieHeader, dontRememberName, options.secret) === null;
  const dueForExtension = row.expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now.getTime();
  if (remembered && dueForExtension) return null;
  return {
    session: { id: row.sessionId, token, expiresAt: row.expiresAt },
    user: {
      id: row.id,
      email: row.email,
      emailVerified: row.emailVerified,
      role: row.role,
      displayName: row.displayName,
      twoFactorEnabled: row.twoFactorEnabled,
    },
  };
}

/** The request's session through Better Auth (which extends it past updateAge), or null. */
export async function resolveSession(
  { auth, db, secureCookies, secret }: SessionResolverOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthSession | null> {
  const quick = await quickSession(request.headers.cookie, { auth, db, secureCookies, secret });
  if (quick) return quick;
  const token = sessionTokenFrom(request.headers.cookie, secureCookies);
  if (!token) return null;
  await refuseDisabledUser(db, token);
  const { headers, response } = await auth.api.getSession({
    headers: toFetchHeaders(request),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) void reply.header('set-cookie', cookies);
  if (!response) return null;
  const user = await findSessionUser(db, response.user.id);
  if (!user) return null;
  return {
    session: { id: response.session.id, token: response.session.token, expiresAt: new Date(response.session.expiresAt) },
    user,
  };
}

/**
 * Route guard on the shared access gate, so server and web decide alike: 401 UNAUTHENTICATED
 * (user-token-expired) without a valid session, 403 EMAIL_NOT_VERIFIED, 403 FORBIDDEN for non-admins,
 * and 403 FORBIDDEN `two-factor-setup-required` for an admin without 2FA where it is required.
 */
export type AccessGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Use as `onRequest` (before the body is parsed or validated) or as a preHandler. */
export function accessGuard({ adminTwoFactorRequired, ...options }: AccessGuardOptions, access: RouteAccess): AccessGuard {
  return async function guard(request, reply) {
    const resolved = await resolveSession(options, request, reply);
    request.authSession = resolved;
    const decision = decideAccess(access, { loading: false, user: resolved?.user ?? null, adminTwoFactorRequired });
    if (decision.kind === 'allow') return;
    if (!resolved) throw identityError('UNAUTHENTICATED', 'user-token-expired');
    if (decision.kind === 'two-factor-setup') throw identityError('FORBIDDEN', 'two-factor-setup-required');
    if (decision.kind === 'redirect' && decision.to === '/verify-email')
      throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email address to use this feature.');
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  };
}

/**
 * The signed-in user's id for attributing a record (page view, contact message), or null: one
 * indexed lookup by the cookie's token, no refresh. Expired sessions and disabled users give null.
 */
export async function sessionUserIdOrNull(
  db: Kysely<Database>,
  cookieHeader: string | undefined,
  secureCookies: boolean,
): Promise<string | null> {
  const token = sessionTokenFrom(cookieHeader, secureCookies);
  if (!token) return null;
  const session = await findLiveSession(db, token);
  return session && !session.banned ? session.userId : null;
}
