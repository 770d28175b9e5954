import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageViewSchema } from '@crowdspark/shared/contracts/analytics';
import { resetGtagForTests } from '@/features/analytics/lib/gtag';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

function mockServer(config: unknown) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(url === '/api/config' ? jsonResponse(200, config) : new Response(null, { status: 204 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const pageViews = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/analytics/page-view')
      .map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>);
  return { fetchMock, pageViews };
}

/**
 * Page views load once the page is idle, 3 s after load (lib/when-idle.ts): the first view of each
 * test waits for that real delay, which also proves the first page is still counted when the
 * tracker arrives late.
 */
const AFTER_IDLE = { timeout: 8000 };

describe('page-view tracking', () => {
  afterEach(() => {
    resetGtagForTests();
    delete window.dataLayer;
    delete window.gtag;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('sends {path, title, referrer, sessionId} after each page sets its title, and gtag config calls when configured', async () => {
    const { pageViews } = mockServer({ gtagId: 'G-TEST1234', environment: 'test' });
    const { router } = renderAppAt('/feed');
    await screen.findByRole('heading', { level: 1, name: 'Feed' });

    await vi.waitFor(() => expect(pageViews()).toHaveLength(1), AFTER_IDLE);
    const first = pageViews()[0]!;
    expect(pageViewSchema.safeParse(first).success).toBe(true);
    expect(first).toMatchObject({ path: '/feed', title: 'Feed · Crowdspark' });

    const script = await vi.waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/gtag/js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    await vi.waitFor(() =>
      expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>))).toContainEqual([
        'config',
        'G-TEST1234',
        { page_path: '/feed', page_title: 'Feed · Crowdspark' },
      ]),
    );

    await act(() => router.navigate('/discover'));
    await screen.findByRole('heading', { level: 1, name: 'Discover' });
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    const second = pageViews()[1]!;
    expect(second).toMatchObject({
      path: '/discover',
      title: 'Discover · Crowdspark',
      referrer: `${window.location.origin}/feed`,
      sessionId: first.sessionId,
    });
    await vi.waitFor(() =>
      expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>))).toContainEqual([
        'config',
        'G-TEST1234',
        { page_path: '/discover', page_title: 'Discover · Crowdspark' },
      ]),
    );
  }, 15_000);

  it('loads no tag script when the server has no gtagId', async () => {
    const { pageViews } = mockServer({ gtagId: null, environment: 'test' });
    renderAppAt('/press');
    await screen.findByRole('heading', { level: 1, name: 'Press' });
    await vi.waitFor(() => expect(pageViews().some((view) => view.path === '/press')).toBe(true), AFTER_IDLE);
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  }, 15_000);

  it('sends the landing URL’s utm_source, never the rest of its query string', async () => {
    const { pageViews } = mockServer({ gtagId: null, environment: 'test' });
    window.history.replaceState(null, '', '/press?utm_source=Newsletter&token=secret');
    try {
      renderAppAt('/press');
      await screen.findByRole('heading', { level: 1, name: 'Press' });
      await vi.waitFor(() => expect(pageViews().some((view) => view.path === '/press')).toBe(true), AFTER_IDLE);
      const view = pageViews().find((v) => v.path === '/press')!;
      expect(view.utmSource).toBe('Newsletter');
      expect(JSON.stringify(view)).not.toContain('secret');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }, 15_000);
});
