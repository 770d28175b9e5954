import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionTokenFrom } from '../http/session-cookie.js';
import { AppError } from '../errors/app-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_PREFIX = '/api/auth/';

export interface CsrfOptions {
  publicUrl: string;
  secureCookies: boolean;
}

function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  return new URL(value).origin;
}

/** Browsers send Fetch Metadata on every request; the sign-in library checks the origin of such requests. */
function fromBrowser(request: FastifyRequest): boolean {
  return ['sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest'].some((name) => Boolean(request.headers[name]));
}

/**
 * The 403 names both origins and where to open the app: the usual cause is a page opened at
 * another address of the same server (http://127.0.0.1:3000 instead of http://localhost:3000),
 * and no user can guess that from "forbidden".
 */
function wrongOrigin(origin: string | null, expected: string): AppError {
  const from = origin ? `came from ${origin}` : 'did not say which page it came from';
  return new AppError(
    'FORBIDDEN',
    `This request ${from}, but Crowdspark expects its pages at ${expected}. Open the app at ${expected} and try again.`,
  );
}

/**
 * Cookie-authenticated writes must come from our own pages: a POST/PUT/PATCH/DELETE under /api
 * carrying a session cookie needs an Origin (or, failing that, a Referer) equal to PUBLIC_URL's
 * origin or the request's own origin. SameSite=Lax already stops most cross-site posts; this
 * covers same-site attackers and older browsers. Requests without a session cookie are unaffected,
 * except browser requests to the sign-in endpoints: the auth library accepts only PUBLIC_URL's
 * origin there, so the same rule is applied here first, with a message that says what to do.
 */
const csrf: FastifyPluginCallback<CsrfOptions> = (app, { publicUrl, secureCookies }, done) => {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, _reply, next) => {
    if (!STATE_CHANGING.has(request.method)) return next();
    const hasSession = Boolean(sessionTokenFrom(request.headers.cookie, secureCookies));
    const authEndpoint = request.url.startsWith(AUTH_PREFIX);
    if (!hasSession && !(authEndpoint && (fromBrowser(request) || request.headers.cookie))) return next();
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin === allowed) return next();
    if (!authEndpoint && origin === `${request.protocol}://${request.host}`) return next();
    next(wrongOrigin(origin, allowed));
  });
  done();
};

export const csrfPlugin = fp(csrf, { name: 'csrf' });
