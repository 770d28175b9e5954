import { toIdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import { passwordPolicySchema } from '@crowdspark/shared/contracts/password-policy';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import type { ErrorCode } from '@crowdspark/shared/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releaseAttempt, reserveAttempt } from './account-limits.js';
import { sessionCookieNames, sessionTokenFrom } from '../../http/session-cookie.js';
import { CLIENT_IP_HEADER, SPA_PAGES } from './better-auth.js';
import { findUserByEmail, notifyOldAddress, undoEmailChange, verificationClaims } from './email-change.js';
import { assertReauthenticated } from './reauthentication.js';
import { answerSignUpForExistingAddress } from './sign-up-privacy.js';
import { assertPasswordAcceptable } from './password-policy.js';
import { findLiveSession, findSessionOwner, findUserNameAndEmail, resetTokenExpiry } from './repository.js';
import { refuseDisabledUser } from './session.js';
import { AppError, identityError } from '../../errors/app-error.js';
import { toErrorReply } from '../../errors/error-response.js';
import { deleteOwnAccount } from '../users/service.js';

const AUTH_BODY_LIMIT = 16 * 1024;

const email = z.string().trim().max(254).email();
const password = z.string().max(4096);
const callbackURL = z.string().max(500).optional();

/** A same-site path for OAuth redirects ("/settings", not "https://elsewhere"). */
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Expected a path on this site, such as /settings.')
  .optional();
const socialBody = z
  .object({
    provider: z.literal('google'),
    /** Sent by clients written for the pre-1.7 generic OAuth endpoints; ignored. */
    providerId: z.literal('google').optional(),
    callbackURL: localPath,
    errorCallbackURL: localPath,
    newUserCallbackURL: localPath,
    disableRedirect: z.boolean().optional(),
  })
  .strict();

/** Bodies we accept on Better Auth's endpoints; unknown fields are refused (no `image` or `role` smuggling). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': z
    .object({ email, password, name: z.string().trim().min(1).max(60), callbackURL, rememberMe: z.boolean().optional() })
    .strict(),
  '/sign-in/email': z.object({ email, password, callbackURL, rememberMe: z.boolean().optional() }).strict(),
  '/request-password-reset': z.object({ email, redirectTo: z.string().max(500).optional() }).strict(),
  '/reset-password': z.object({ newPassword: password, token: z.string().min(1).max(500) }).strict(),
  '/send-verification-email': z.object({ email: email.optional(), callbackURL }).strict(),
  '/change-password': z
    .object({ currentPassword: password, newPassword: password, revokeOtherSessions: z.boolean().optional() })
    .strict(),
  // The current password proves it is the owner, not a stolen session (Google-only accounts: a fresh sign-in).
  '/change-email': z.object({ newEmail: email, password: password.optional(), callbackURL }).strict(),
  '/delete-user': z.object({ password: password.optional(), callbackURL }).strict(),
  '/undo-email-change': z.object({ token: z.string().min(1).max(200) }).strict(),
  '/revoke-session': z.object({ token: z.string().min(1).max(500) }).strict(),
  '/sign-in/social': socialBody,
  '/link-social': socialBody,
};

/** Better Auth endpoints not offered: profile edits go through PATCH /api/me/profile (validated, username rules). */
const BLOCKED_PATHS = new Set(['/update-user', '/revoke-sessions', '/delete-user/callback']);
/** Only with Google configured. */
const GOOGLE_PATHS = new Set(['/sign-in/social', '/link-social']);

function codeForStatus(status: number, identityCode: IdentityErrorCode | null): ErrorCode {
  if (identityCode === 'weak-password' || identityCode === 'invalid-email' || identityCode === 'missing-password')
    return 'VALIDATION_FAILED';
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** An identity code for a failure Better Auth reports with a code we do not map. */
function fallbackIdentityCode(path: string, status: number): IdentityErrorCode | null {
  if (status === 429) return 'too-many-requests';
  if (status === 401) return path === '/sign-in/email' ? 'invalid-credential' : 'user-token-expired';
  return null;
}

interface ProviderError {
  code?: unknown;
  message?: unknown;
}

function parseProviderError(text: string): ProviderError | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** Turns Better Auth's error body into our `{error: {code, identityCode, message}}`. */
function translateError(path: string, status: number, body: ProviderError | null): AppError {
  const providerCode = typeof body?.code === 'string' ? body.code : null;
  const identityCode = toIdentityErrorCode(providerCode) ?? fallbackIdentityCode(path, status);
  // Better Auth answers 422 for an existing email; it is a conflict with an existing resource.
  const effectiveStatus = identityCode === 'email-already-in-use' ? 409 : status;
  const code = codeForStatus(effectiveStatus, identityCode);
  if (identityCode) return identityError(code, identityCode, undefined, effectiveStatus);
  const message = typeof body?.message === 'string' && body.message ? body.message : 'The request could not be processed.';
  return new AppError(code, message, undefined, { statusCode: effectiveStatus });
}

function validationFailure(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fields[key] ??= 'Unknown field.';
    else fields[issue.path.join('.') || 'body'] ??= issue.message;
  }
  if (fields.password === 'Invalid input: expected string, received undefined')
    return identityError('VALIDATION_FAILED', 'missing-password', fields);
  if (fields.email && Object.keys(fields).length === 1) return identityError('VALIDATION_FAILED', 'invalid-email', fields);
  return new AppError('VALIDATION_FAILED', `The request body is invalid: check ${Object.keys(fields).join(', ')}.`, fields);
}

/** A path on this site ("/settings", not "//elsewhere") or an absolute URL on PUBLIC_URL. */
function isLinkCallback(value: string, publicUrl: string): boolean {
  if (value.length > 500) return false;
  if (localPath.safeParse(value).success) return true;
  return URL.canParse(value) && new URL(value).origin === new URL(publicUrl).origin;
}

/** Where an email link's redirect lands in the SPA, with our identity codes instead of Better Auth's. */
function rewriteRedirect(path: string, location: string, publicUrl: string): string {
  const target = new URL(location, publicUrl);
  const error = target.searchParams.get('error');
  if (path === '/verify-email') {
    if (!error) return `${SPA_PAGES.verifyEmail}?verified=1`;
    const code = toIdentityErrorCode(error) === 'expired-action-code' ? 'expired-action-code' : 'invalid-action-code';
    return `${SPA_PAGES.verifyEmail}?error=${code}`;
  }
  if (path.startsWith('/reset-password/')) {
    const token = target.searchParams.get('token');
    if (error || !token) return `${SPA_PAGES.resetPassword}?error=invalid-action-code`;
    return `${SPA_PAGES.resetPassword}?token=${encodeURIComponent(token)}`;
  }
  if ((path.startsWith('/callback/') || path.startsWith('/oauth2/callback/')) && error) {
    // Back to the page the client named (errorCallbackURL, e.g. /sign-in or /settings), with our code.
    const code = toIdentityErrorCode(error) ?? 'invalid-credential';
    const own = target.origin === new URL(publicUrl).origin && !target.pathname.startsWith('/api/');
    const page = own ? target.pathname : SPA_PAGES.signIn;
    const params = own ? new URLSearchParams(target.search) : new URLSearchParams();
    params.set('error', code);
    params.delete('error_description');
    return `${page}?${params.toString()}`;
  }
  return location;
}

export interface AuthRoutesOptions {
  publicUrl: string;
  passwordPolicy: PasswordPolicy;
  googleSignIn: boolean;
}

/**
 * /api/auth/*: Better Auth's handler behind a thin wrapper that validates bodies, applies the
 * password policy and the per-account limits, refuses disabled users, and translates every
 * failure into our error shape. GET /api/auth/password-policy is ours.
 */
export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (
  app,
  { publicUrl, passwordPolicy, googleSignIn },
  done,
) => {
  const db = app.db;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, next) => next(null, body));

  app.get('/password-policy', { schema: { response: { 200: passwordPolicySchema } } }, () => passwordPolicy);

  /**
   * Checks before Better Auth sees the request. A sign-in reserves one of the account's attempts
   * here, atomically, before any password is checked; returns that reservation's id.
   */
  const precheck = async (path: string, body: Record<string, unknown> | null): Promise<string | null> => {
    const schema = BODY_SCHEMAS[path];
    if (schema && body !== null) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw validationFailure(parsed.error);
    } else if (schema && body === null) {
      throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
    }
    const subject = typeof body?.email === 'string' ? body.email : null;
    const text = (value: unknown): string => (typeof value === 'string' ? value : '');
    if (path === '/sign-up/email') assertPasswordAcceptable(passwordPolicy, text(body?.password));
    if (path === '/change-password' || path === '/reset-password')
      assertPasswordAcceptable(passwordPolicy, text(body?.newPassword), 'newPassword');
    if (path === '/request-password-reset' && subject && !(await reserveAttempt(db, 'password-reset', subject)))
      throw identityError('TOO_MANY_REQUESTS', 'too-many-requests');
    if (path === '/reset-password' && typeof body?.token === 'string') await refuseExpiredResetToken(body.token);
    if (path === '/sign-in/email' && subject) {
      const reservation = await reserveAttempt(db, 'sign-in-failure', subject);
      if (!reservation) throw identityError('TOO_MANY_REQUESTS', 'too-many-requests');
      return reservation;
    }
    return null;
  };

  /** The request's live session, read by the cookie's token (no refresh), or null. */
  const currentSession = async (request: FastifyRequest) => {
    const token = sessionTokenFrom(request.headers.cookie, app.secureCookies);
    if (!token) return null;
    const row = await findLiveSession(db, token);
    return row ? { userId: row.userId, email: row.email, sessionToken: token } : null;
  };

  const requireSession = async (request: FastifyRequest) => {
    const session = await currentSession(request);
    if (!session) throw identityError('UNAUTHENTICATED', 'user-token-expired');
    return session;
  };

  /** Expires the session cookies on the response, as Better Auth does when it signs out. */
  const clearSessionCookies = (reply: FastifyReply) => {
    const secure = app.secureCookies ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      sessionCookieNames(app.secureCookies).map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`),
    );
  };

  const refuseExpiredResetToken = async (token: string): Promise<void> => {
    const expiresAt = await resetTokenExpiry(db, token);
    if (expiresAt && expiresAt.getTime() < Date.now()) throw identityError('BAD_REQUEST', 'expired-action-code');
  };

  const verificationSubject = async (request: FastifyRequest, body: Record<string, unknown> | null): Promise<string | null> => {
    if (typeof body?.email === 'string') return body.email;
    const token = sessionTokenFrom(request.headers.cookie, app.secureCookies);
    if (!token) return null;
    return (await findSessionOwner(db, token))?.email ?? null;
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s, 2);
    const path = pathname.slice('/api/auth'.length) || '/';
    if (BLOCKED_PATHS.has(path) || (!googleSignIn && GOOGLE_PATHS.has(path)))
      throw new AppError('NOT_FOUND', 'No API endpoint matches this method and path.');

    const raw = request.body instanceof Buffer && request.body.length ? request.body : null;
    let body: Record<string, unknown> | null = null;
    if (raw) {
      try {
        const parsed: unknown = JSON.parse(raw.toString('utf8'));
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
      } catch {
        throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
      }
    }

    await refuseDisabledUser(db, sessionTokenFrom(request.headers.cookie, app.secureCookies));
    const signInReservation = request.method === 'POST' ? await precheck(path, body) : null;
    if (path === '/send-verification-email') {
      const subject = await verificationSubject(request, body);
      if (subject && !(await reserveAttempt(db, 'verification', subject)))
        throw identityError('TOO_MANY_REQUESTS', 'too-many-requests');
    }
    const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
    if (request.method === 'POST' && path === '/delete-user') {
      // Ours, not Better Auth's: all-or-nothing in one transaction, money history kept (users/service.ts).
      const session = await requireSession(request);
      await assertReauthenticated(db, { ...session, password: text(body?.password) });
      await deleteOwnAccount(db, app.identity.accountDeletionHooks, session.userId);
      clearSessionCookies(reply);
      return reply.code(200).send({ success: true, message: 'User deleted' });
    }
    if (request.method === 'POST' && path === '/undo-email-change') {
      const restored = await undoEmailChange(db, text(body?.token) ?? '');
      clearSessionCookies(reply);
      return reply.code(200).send({ email: restored });
    }
    let forwarded = raw;
    if (request.method === 'POST' && path === '/change-email') {
      const session = await requireSession(request);
      await assertReauthenticated(db, { ...session, password: text(body?.password) });
      const { password: _typed, ...rest } = body ?? {};
      forwarded = Buffer.from(JSON.stringify(rest));
    }
    // A link's callbackURL is where Better Auth redirects afterwards; it throws on anything but a
    // path on this site or an absolute URL, so other values are refused here with a 400.
    const linkCallback = request.method === 'GET' ? new URLSearchParams(search).get('callbackURL') : null;
    if (linkCallback !== null && !isLinkCallback(linkCallback, publicUrl))
      throw new AppError('VALIDATION_FAILED', 'callbackURL must be a path on this site, such as /settings.', {
        callbackURL: 'Expected a path on this site, such as /settings.',
      });
    // An email change completes when the new address opens its link: remember the old address.
    const changeClaims =
      request.method === 'GET' && path === '/verify-email' ? verificationClaims(new URLSearchParams(search).get('token')) : null;
    const changingFrom = changeClaims?.updateTo && changeClaims.email ? await findUserByEmail(db, changeClaims.email) : undefined;
    if (request.method === 'GET' && path.startsWith('/reset-password/')) {
      const token = decodeURIComponent(path.slice('/reset-password/'.length));
      try {
        await refuseExpiredResetToken(token);
      } catch {
        return reply.redirect(`${SPA_PAGES.resetPassword}?error=expired-action-code`, 302);
      }
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length' || name === 'transfer-encoding') continue;
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else headers.set(name, value);
    }
    headers.set(CLIENT_IP_HEADER, request.ip);
    const url = `${publicUrl}${pathname}${search ? `?${search}` : ''}`;
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        ...(forwarded && request.method !== 'GET' ? { body: forwarded } : {}),
      }),
    );

    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) void reply.header('set-cookie', setCookies);

    // Only a wrong password counts as a failure; any other answer gives the reserved attempt back.
    if (signInReservation && response.status !== 401) await releaseAttempt(db, signInReservation);

    if (changingFrom) {
      const now = await findUserNameAndEmail(db, changingFrom.id);
      if (now && now.email.toLowerCase() !== changingFrom.email.toLowerCase())
        await notifyOldAddress(
          { db, mail: app.mail, publicUrl },
          { userId: changingFrom.id, oldEmail: changingFrom.email, newEmail: now.email, name: now.displayName },
        );
    }

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location)
      return reply.redirect(rewriteRedirect(path, location, publicUrl), response.status);

    const responseText = await response.text();
    if (path === '/sign-up/email' && (response.status === 422 || response.status === 400) && body) {
      const providerCode = parseProviderError(responseText)?.code;
      if (providerCode === 'USER_ALREADY_EXISTS' || providerCode === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        const answer = await answerSignUpForExistingAddress(
          { db, mail: app.mail, publicUrl },
          { email: text(body.email) ?? '', name: text(body.name) ?? '', password: text(body.password) ?? '' },
        );
        return reply.code(200).header('content-type', 'application/json').send(JSON.stringify(answer));
      }
    }
    if (response.status >= 400) {
      const parsed = parseProviderError(responseText);
      const error = translateError(path, response.status, parsed);
      const { status, body: errorBody } = toErrorReply(error);
      request.log.info({ path, status, identityCode: error.identityCode, providerCode: parsed?.code }, 'auth request refused');
      return reply.code(status).send(errorBody);
    }
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') continue;
      void reply.header(name, value);
    }
    return reply.code(response.status).send(responseText);
  };

  app.route({ method: ['GET', 'POST'], url: '/*', handler: handle });
  done();
};
