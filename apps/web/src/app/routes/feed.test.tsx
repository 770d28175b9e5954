import { screen } from '@testing-library/react';
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

  it('shows the empty state only when there is no live campaign at all', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/feed': () => jsonResponse(200, { tab: 'trending', items: [], nextCursor: null, personalised: false }),
    });
    renderAppAt('/feed?tab=trending');
    expect(await screen.findByText('No live campaigns yet — start the first one', {}, LAZY_ROUTE)).toBeInTheDocument();
  });
});
