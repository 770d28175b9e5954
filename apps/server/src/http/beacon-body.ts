import type { FastifyInstance } from 'fastify';
import { boundedJsonParser } from './json-shape.js';

/**
 * `navigator.sendBeacon(url, JSON.stringify(x))` sends `text/plain;charset=UTF-8` (a CORS-safe
 * type). Routes registered after this call, in the same plugin scope, parse such a body as JSON
 * with Fastify's own parser (prototype-poisoning protection included) behind the depth and size bound. Elsewhere text/plain
 * stays unsupported (415).
 */
export function acceptJsonSentAsText(app: FastifyInstance): void {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, boundedJsonParser(app));
}
