import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

/** Camera and microphone denied, geolocation for our own origin only (docs/product-rules.md#security-headers). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

/** Google's documented sources for gtag.js / GA4 (allowed only when GTAG_ID is set). */
const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GOOGLE_ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The only frames a page may show: the campaign video, privacy-enhanced, loaded when the visitor
 * clicks play (docs/product-rules.md#story-video-embeds).
 */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * A strict policy the web app satisfies with no inline scripts or styles. Deliberately no
 * `upgrade-insecure-requests`: it would rewrite http://localhost requests to https and break them.
 */
export function contentSecurityPolicyDirectives(withGoogleTag: boolean): Record<string, string[]> {
  const google = <T>(values: T[]): T[] => (withGoogleTag ? values : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google([GOOGLE_TAG_SCRIPT])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...google(GOOGLE_ANALYTICS_IMG)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...google(GOOGLE_ANALYTICS_CONNECT)],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': VIDEO_FRAME_SOURCES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/** Response headers a plain Fastify reply carries anyway; everything else the probe sees is helmet's. */
const NOT_FROM_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The security headers, computed once at start-up. @fastify/helmet decides them (HSTS, CSP,
 * nosniff, COOP, CORP, Referrer-Policy and helmet's other defaults), but it rebuilds helmet's
 * middleware on every request, which halved the throughput of a trivial route on this machine
 * (46k → 25k req/s). The headers never vary per request, so a probe app runs helmet once and the
 * values are replayed on every response (37k req/s); Permissions-Policy, which helmet lacks, is added.
 */
export async function computeSecurityHeaders(gtagId: string | null): Promise<SecurityHeaders> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(gtagId !== null) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  probe.get('/', () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const fromHelmet = Object.entries(response.headers)
      .filter(([name, value]) => !NOT_FROM_HELMET.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)] as const);
    return [...fromHelmet, ['permissions-policy', PERMISSIONS_POLICY]];
  } finally {
    await probe.close();
  }
}

/** Set on the raw response (as helmet does) so they survive error replies; also used for errors raised before routing. */
export function applySecurityHeaders(response: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}

export interface SecurityHeadersOptions {
  headers: SecurityHeaders;
}

/** Every response (API, files, errors, 404s) gets the headers in the very first hook. */
const securityHeaders: FastifyPluginCallback<SecurityHeadersOptions> = (app, { headers }, done) => {
  app.addHook('onRequest', (_request, reply, next) => {
    applySecurityHeaders(reply.raw, headers);
    next();
  });
  done();
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
