import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackHost } from '../http/loopback.js';

export interface CanonicalOriginOptions {
  publicUrl: string;
}

/**
 * Outside production, a page opened at another loopback name of this server (http://127.0.0.1:3000
 * or http://[::1]:3000 when PUBLIC_URL is http://localhost:3000) is redirected to PUBLIC_URL.
 * Browsers treat each name as a separate origin, so the page would load but sign-in and every
 * write would be refused by the origin check. Only page navigations (GET/HEAD asking for HTML)
 * move: API calls and files answer where they are asked. The same port is required, so a dev
 * proxy on another port (Vite on 5173) is never redirected.
 */
const canonicalOrigin: FastifyPluginCallback<CanonicalOriginOptions> = (app, { publicUrl }, done) => {
  const canonical = new URL(publicUrl);
  if (!isLoopbackHost(canonical.hostname)) return done();
  app.addHook('onRequest', (request, reply, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.url.startsWith('/api/') || !String(request.headers.accept ?? '').includes('text/html')) return next();
    const asked = URL.canParse(`http://${request.host}`) ? new URL(`http://${request.host}`) : null;
    if (!asked || asked.hostname === canonical.hostname || asked.port !== canonical.port) return next();
    if (!isLoopbackHost(asked.hostname)) return next();
    void reply.redirect(`${canonical.origin}${request.url}`, 302);
  });
  done();
};

export const canonicalOriginPlugin = fp(canonicalOrigin, { name: 'canonical-origin' });
