import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

const LAZY_ROUTE = { timeout: 10_000 };

describe('/feed', () => {
  it('shows the newest campaigns to a signed-out visitor, with no "for you" tab', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/feed': (_init, url) => {
        expect(new URL(url, 'http://localhost').searchParams.get('tab')).toBe('newest');
        return jsonResponse(200, {
          tab: 'newest',
          items: [makeListItem({ title: 'Newest thing' })],
          nextCursor: null,
          personalised: false,
        });
      },
    });
    renderAppAt('/feed');
    expect(await screen.findByRole('link', { name: 'Newest thing' }, LAZY_ROUTE)).toBeInTheDocument();
    // Every card carries its bookmark; signed out it leads to sign-in and back.
    expect(screen.getByRole('link', { name: 'Sign in to save Newest thing' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Ffeed',
    );
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'For you' })).not.toBeInTheDocument();
    expect(screen.queryByText('No live campaigns yet — start the first one')).not.toBeInTheDocument();
  });

  it('opens "for you" for a signed-in reader and says how to personalise it when nothing does yet', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/saved/lookup': () => jsonResponse(200, { saved: { c1: false } }),
      'GET /api/feed': (_init, url) => {
        expect(new URL(url, 'http://localhost').searchParams.get('tab')).toBe('for_you');
        return jsonResponse(200, {
          tab: 'for_you',
          items: [makeListItem({ title: 'Picked for me' })],
          nextCursor: null,
          personalised: false,
        });
      },
    });
    renderAppAt('/feed');
    expect(await screen.findByRole('link', { name: 'Picked for me' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Picked for me' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pick your interests' })).toHaveAttribute('href', '/settings');
  });

  it('shows a signed-in reader, on "for you" only, the newest members-only titles of creators they follow', async () => {
    const post = (id: string, locked: boolean) => ({
      id,
      title: `Members post ${id}`,
      createdAt: '2026-11-23T10:00:00.000Z',
      creator: { username: 'nora', displayName: 'Nora Notes' },
      locked,
    });
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/feed': (_init, url) => {
        const tab = new URL(url, 'http://localhost').searchParams.get('tab');
        return jsonResponse(200, {
          tab,
          items: [makeListItem({ title: 'Picked for me' })],
          nextCursor: null,
          personalised: true,
        });
      },
      'GET /api/feed/member-posts': () =>
        jsonResponse(200, { items: [post('p1', true), post('p2', false), post('p3', true), post('p4', true)] }),
    });
    const { router } = renderAppAt('/feed');
    const list = await screen.findByRole('list', { name: 'From creators you follow' }, LAZY_ROUTE);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('link', { name: 'Join to read' })[0]).toHaveAttribute('href', '/profile/nora#membership');
    expect(within(list).getByRole('link', { name: 'Members post p2' })).toHaveAttribute('href', '/profile/nora/posts/p2');
    await act(() => router.navigate('/feed?tab=newest'));
    expect(await screen.findByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('list', { name: 'From creators you follow' })).toBeNull();
  });

  it('shows the empty state only when there is no live campaign at all', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/feed': () => jsonResponse(200, { tab: 'trending', items: [], nextCursor: null, personalised: false }),
    });
    renderAppAt('/feed?tab=trending');
    expect(await screen.findByText('No live campaigns yet — start the first one', {}, LAZY_ROUTE)).toBeInTheDocument();
  });
});
