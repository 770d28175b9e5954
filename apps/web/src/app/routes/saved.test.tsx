import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** /saved is a lazy chunk: allow for a busy machine loading it. */
const LAZY_ROUTE = { timeout: 10_000 };

describe('/saved', () => {
  it('lists the saved campaigns as cards with their covers and bookmarks', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/saved': () =>
        jsonResponse(200, {
          items: [
            makeListItem({ title: 'Solar lights', coverUrl: '/uploads/solar.webp' }),
            makeListItem({ id: 'c2', title: 'Tiny library' }),
          ],
          nextCursor: null,
        }),
      'GET /api/me/saved/lookup': () => jsonResponse(200, { saved: { c1: true, c2: true } }),
    });
    renderAppAt('/saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved campaigns' }, LAZY_ROUTE)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved campaigns' });
    expect(within(list).getByRole('link', { name: 'Solar lights' })).toHaveAttribute('href', '/campaigns/c1');
    expect(within(list).getByRole('link', { name: 'Tiny library' })).toHaveAttribute('href', '/campaigns/c2');
    expect(list.querySelector('img[src="/uploads/solar.webp"]')).not.toBeNull();
    expect(await within(list).findByRole('button', { name: 'Remove Solar lights from Saved' })).toHaveTextContent('Saved');
    await vi.waitFor(() => expect(document.title).toBe('Saved campaigns · Crowdspark'));
  });

  it('says nothing is saved yet and leads to Discover', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/saved': () => jsonResponse(200, { items: [], nextCursor: null }),
    });
    renderAppAt('/saved');
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Discover campaigns' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.queryByRole('list', { name: 'Saved campaigns' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated() });
    const { router } = renderAppAt('/saved');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), LAZY_ROUTE);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/saved');
  });

  it('is where the old Settings → Saved address leads', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/saved': () => jsonResponse(200, { items: [makeListItem({ title: 'Solar lights' })], nextCursor: null }),
      'GET /api/me/saved/lookup': () => jsonResponse(200, { saved: { c1: true } }),
    });
    const { router } = renderAppAt('/settings?tab=saved');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/saved'), LAZY_ROUTE);
    expect(router.state.location.search).toBe('');
    const list = await screen.findByRole('list', { name: 'Saved campaigns' }, LAZY_ROUTE);
    expect(within(list).getByRole('link', { name: 'Solar lights' })).toBeInTheDocument();
  });
});
