import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { sessionTokenFrom } from '../auth/session.js';
import { AppError } from '../errors/app-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  publicUrl: string;
  secureCookies: boolean;
}

function originOf(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  return new URL(value).origin;
}

/**
 * Cookie-authenticated writes must come from our own pages: a POST/PUT/PATCH/DELETE under /api
 * carrying a session cookie needs an Origin (or, failing that, a Referer) equal to PUBLIC_URL's
 * origin or the request's own origin. SameSite=Lax already stops most cross-site posts; this
 * covers same-site attackers and older browsers. Requests without a session cookie are unaffected.
 */
const csrf: FastifyPluginCallback<CsrfOptions> = (app, { publicUrl, secureCookies }, done) => {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, _reply, next) => {
    if (!STATE_CHANGING.has(request.method) || !sessionTokenFrom(request.headers.cookie, secureCookies)) return next();
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const own = `${request.protocol}://${request.host}`;
    if (origin && (origin === allowed || origin === own)) return next();
    next(new AppError('FORBIDDEN', 'This request did not come from a Crowdspark page.'));
  });
  done();
};

export const csrfPlugin = fp(csrf, { name: 'csrf' });
