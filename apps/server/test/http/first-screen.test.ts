import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../helpers/auth.js';
import { FAKE_INDEX_HTML, createFakeWebDist } from '../helpers/fake-web-dist.js';
import { useTestApp } from '../helpers/use-test-app.js';

/**
 * A stand-in for the web app's server entry (apps/web/src/app/ssr/entry-server.tsx), written
 * next to a fake web build where the server looks for it by default (`<dist>-ssr/entry-server.js`).
 * What it renders shows what the server gave it: the URL, the origin and what the visitor's API said.
 */
const FAKE_ENTRY = `
export async function renderFirstScreen({ url, origin, fetchApi }) {
  globalThis.firstScreenCalls = [...(globalThis.firstScreenCalls ?? []), url];
  if (url === '/feed') throw new Error('the page broke while rendering');
  if (url === '/following') return new Promise(() => {});
  if (url === '/search') return null;
  if (url === '/discover') return { appHtml: '<p>costs $& and $1</p>', stateHtml: '' };
  const me = await fetchApi('/api/me');
  const who = me.status === 200 ? (await me.json()).user.email : 'nobody';
  const health = await (await fetchApi('/api/health')).json();
  return {
    appHtml: '<h1>First screen of ' + url + '</h1><p>signed in: ' + who + '</p><p>health: ' + health.status + '</p><p>origin: ' + origin + '</p>',
    stateHtml: '<script type="application/json" id="server-render-state">{}</script>',
  };
}
`;

const dist = await createFakeWebDist();
const entryDir = `${dist.dir}-ssr`;
await mkdir(entryDir, { recursive: true });
await writeFile(path.join(entryDir, 'entry-server.js'), FAKE_ENTRY);

declare global {
  var firstScreenCalls: string[] | undefined;
}

describe('first screens rendered on the server', () => {
  const t = useTestApp({ WEB_DIST_DIR: dist.dir, PUBLIC_URL: 'https://crowdspark.example' });
  beforeAll(() => {
    globalThis.firstScreenCalls = [];
  });
  afterAll(async () => {
    await dist.remove();
    await rm(entryDir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('sends the page with its first screen inside the root element and its state after it', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(
      '<div id="root"><h1>First screen of /</h1><p>signed in: nobody</p><p>health: ok</p><p>origin: https://crowdspark.example</p></div>' +
        '<script type="application/json" id="server-render-state">{}</script>',
    );
    expect(res.body.startsWith(FAKE_INDEX_HTML.slice(0, FAKE_INDEX_HTML.indexOf('<div id="root">')))).toBe(true);
  });

  it('marks a rendered page private (it may show what only this visitor sees) and varies it by cookie', async () => {
    const res = await page('/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('asks the API as the visitor: their session cookie comes along', async () => {
    const user = await signUp(t.app, { password: PASSWORD });
    const res = await page('/', user.client.cookie);
    expect(res.body).toContain(`<p>signed in: ${user.email}</p>`);
  });

  it('keeps the page text literal ($& is no replacement pattern)', async () => {
    const res = await page('/discover');
    expect(res.body).toContain('<div id="root"><p>costs $& and $1</p></div>');
  });

  it('sends the plain app shell when the entry leaves the page to the browser, fails or takes too long', async () => {
    for (const url of ['/search', '/feed', '/following']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(FAKE_INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  }, 15_000);

  it('never renders a page that is not found, nor answers HEAD with a render', async () => {
    globalThis.firstScreenCalls = [];
    const missing = await page('/campaigns/no-such-campaign');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(FAKE_INDEX_HTML);
    expect((await page('/no-such-page')).body).toBe(FAKE_INDEX_HTML);
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).body).toBe('');
    expect(globalThis.firstScreenCalls).toEqual([]);
  });

  it('compresses a rendered page like any reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
