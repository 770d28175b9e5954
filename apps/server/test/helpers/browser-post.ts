import type { App } from '../../src/app.js';
import { freshClientIp } from './client-ip.js';

/**
 * A POST as the web app sends its beacons (page views, client logs): JSON unless `headers` name
 * another content type (sendBeacon sends text/plain), a string body as it is (malformed JSON),
 * from a fresh client address so the routes' rate limits never meet these tests.
 */
export function postFromBrowser(app: App, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: freshClientIp(),
  });
}
