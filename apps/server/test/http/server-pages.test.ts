import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app.js';

/** What makes a server-rendered page look like the app on a phone, within the strict CSP. */
function expectAppLook(html: string): void {
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<link rel="stylesheet" href="/server-pages.css">');
  expect(html).toContain('<link rel="icon" href="/favicon.ico" type="image/svg+xml">');
  expect(html).toMatch(/<a class="brand" href="\/">/);
  expect(html).not.toMatch(/<script|<style|style=/i);
}

describe('the pages the server renders itself', () => {
  const t = useTestApp();

  it('answers /favicon.ico with the app icon (no 404 in the browser console)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('serves their stylesheet from our origin (the CSP allows style-src self only), light and dark', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server-pages.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toContain('@media (prefers-color-scheme:dark)');
    expect(res.body).toContain('--primary:#7c3aed');
    expect(res.headers['content-security-policy']).toContain("style-src 'self'");
  });

  it('gives the development outbox the app look and a viewport', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expectAppLook(res.body);
    expect(res.body).toContain('<h1>Development outbox</h1>');
  });

  it('gives the sandbox checkout pages the app look and a viewport', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/checkout?session=no-such-session' });
    expect(res.statusCode).toBe(404);
    expectAppLook(res.body);
    expect(res.body).toContain('<h1>Checkout not found</h1>');
  });
});
