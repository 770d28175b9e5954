import type { FastifyInstance } from 'fastify';
import { boundedJsonParser } from './json-shape.js';

/**
 * `navigator.sendBeacon(url, JSON.stringify(x))` sends `text/plain;charset=UTF-8` (a CORS-safe
 * type). Routes registered after this call, in the same plugin scope, parse such a body as JSON
 * with the app's bounded JSON parser (http/json-shape.ts). Elsewhere text/plain
 * stays unsupported (415).
 */
export function acceptJsonSentAsText(app: FastifyInstance): void {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, boundedJsonParser(app));
}
