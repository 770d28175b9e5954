import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { releaseAttempt, reserveAttempt } from './account-limits.js';
import { expiredSessionCookies, sessionTokenFrom } from '../../http/session-cookie.js';
import { rawBodyParser } from '../../http/json-shape.js';
import { CLIENT_IP_HEADER, SPA_PAGES } from './better-auth.js';
import { findUserByEmail, notifyOldAddress, undoEmailChange, verificationClaims } from './email-change.js';
import { deleteOwnAccount } from './account-deletion.js';
import { STEP_UP_PATHS, confirmStepUp } from './second-factor.js';
import { SignUpTiming, answerSignUp } from './sign-up-privacy.js';
import { assertPasswordAcceptable } from './password-policy.js';
import { parseProviderError, rewriteRedirect, translateError } from './provider-answers.js';
import { BLOCKED_PATHS, BODY_SCHEMAS, GOOGLE_PATHS, isLinkCallback, validationFailure } from './request-bodies.js';
import { findLiveSession, findSessionOwner, findUserNameAndEmail, resetTokenExpiry, resetTokenUserId } from './repository.js';
import { publishSessionEnd } from '../live/service.js';
import { refuseDisabledUser, toFetchHeaders } from './session.js';
import { AppError, identityError } from '../../errors/app-error.js';
import { toErrorReply } from '../../errors/error-response.js';
import { getPasswordPolicyRoute } from '@crowdspark/shared/api-routes/password-policy';
import { routeOptions } from '../../http/api-route.js';

const AUTH_BODY_LIMIT = 16 * 1024;

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
  // Raw bytes for Better Auth, but a JSON body still gets the app-wide depth and size bound first.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, rawBodyParser);

  app.route({ ...routeOptions(getPasswordPolicyRoute), handler: () => passwordPolicy });

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
    void reply.header('set-cookie', expiredSessionCookies(app.secureCookies));
  };

  const refuseExpiredResetToken = async (token: string): Promise<void> => {
    const expiresAt = await resetTokenExpiry(db, token);
    if (expiresAt && expiresAt.getTime() < Date.now()) throw identityError('BAD_REQUEST', 'expired-action-code');
  };

  /**
   * Whose sessions this request, if it succeeds, ends (decision 0027): a password reset ends all
   * of them (revokeSessionsOnPasswordReset), "sign out elsewhere" and a password change that asks
   * for it end the others, revoking one or signing out ends that one. Their open tabs are told
   * (`session.revoked`): each tab whose session is gone signs out at once.
   */
  const sessionsEndedBy = async (
    request: FastifyRequest,
    path: string,
    body: Record<string, unknown> | null,
  ): Promise<string | null> => {
    if (request.method !== 'POST') return null;
    if (path === '/reset-password')
      return typeof body?.token === 'string' ? ((await resetTokenUserId(db, body.token)) ?? null) : null;
    const endsOwn =
      path === '/revoke-other-sessions' ||
      path === '/revoke-session' ||
      path === '/sign-out' ||
      (path === '/change-password' && body?.revokeOtherSessions === true);
    return endsOwn ? ((await currentSession(request))?.userId ?? null) : null;
  };

  const verificationSubject = async (request: FastifyRequest, body: Record<string, unknown> | null): Promise<string | null> => {
    if (typeof body?.email === 'string') return body.email;
    const token = sessionTokenFrom(request.headers.cookie, app.secureCookies);
    if (!token) return null;
    return (await findSessionOwner(db, token))?.email ?? null;
  };

  const signUpTiming = new SignUpTiming();

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const startedAt = performance.now();
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
      // Ours, not Better Auth's: all-or-nothing in one transaction, money history kept (account-deletion.ts).
      const session = await requireSession(request);
      await deleteOwnAccount(db, app.identity.accountDeletionHooks, { ...session, password: text(body?.password) });
      clearSessionCookies(reply);
      return reply.code(200).send({ success: true, message: 'User deleted' });
    }
    if (request.method === 'POST' && path === '/undo-email-change') {
      const restored = await undoEmailChange(db, text(body?.token) ?? '');
      clearSessionCookies(reply);
      return reply.code(200).send({ email: restored });
    }
    let forwarded = raw;
    if (request.method === 'POST' && Object.hasOwn(STEP_UP_PATHS, path)) {
      // The current password and, with 2FA on, the second factor (second-factor.ts; decisions 0009, 0073).
      const session = await requireSession(request);
      const stepUp = { ...session, headers: toFetchHeaders(request) };
      forwarded = Buffer.from(JSON.stringify(await confirmStepUp(db, app.auth, { path, body, request: stepUp })));
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

    const endingSessionsOf = await sessionsEndedBy(request, path, body);

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
    if (endingSessionsOf && response.status < 400) await publishSessionEnd(db, endingSessionsOf, 'session.revoked');

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
    if (path === '/sign-up/email' && body) {
      const answer = await answerSignUp(
        { db, mail: app.mail, publicUrl, auth: app.auth, timing: signUpTiming },
        { email: text(body.email) ?? '', name: text(body.name) ?? '', password: text(body.password) ?? '' },
        { status: response.status, text: responseText, cookies: setCookies, startedAt },
      );
      if (answer) {
        // Fastify adds Set-Cookie headers up: the provider's, set above, are replaced by the answer's.
        reply.removeHeader('set-cookie');
        return reply.code(200).header('set-cookie', answer.cookies).header('content-type', 'application/json').send(answer.body);
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
