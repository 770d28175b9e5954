import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Discover } from '@crowdspark/shared/contracts/discovery';
import { callsTo, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

const LAZY_ROUTE = { timeout: 10_000 };

function discover(overrides: Partial<Discover> = {}): Discover {
  return {
    staffPicks: [makeListItem({ id: 'pick', title: 'Picked by staff' })],
    trending: [makeListItem({ id: 'hot', title: 'Hot right now' })],
    endingSoon: [],
    nearGoal: [makeListItem({ id: 'near', title: 'Nearly there' })],
    new: [makeListItem({ id: 'fresh', title: 'Fresh launch' })],
    categories: [
      { slug: 'technology', liveCount: 4 },
      { slug: 'music', liveCount: 1 },
    ],
    ...overrides,
  };
}

describe('/discover', () => {
  it('shows every section from one request, empty ones honestly, with "See all" links and category counts', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/discover': () => jsonResponse(200, discover()),
    });
    renderAppAt('/discover');
    const trending = await screen.findByRole('region', { name: 'Trending' }, LAZY_ROUTE);
    expect(await within(trending).findByRole('link', { name: 'Hot right now' })).toHaveAttribute('href', '/campaigns/hot');
    expect(within(trending).getByRole('link', { name: 'See all trending' })).toHaveAttribute('href', '/discover?list=trending');
    expect(within(trending).getByRole('link', { name: 'Sign in to save Hot right now' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fdiscover',
    );
    expect(within(screen.getByRole('region', { name: 'Ending soon' })).getByText('Nothing is closing soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Music.*1 live campaign$/ })).toHaveAttribute('href', '/discover?category=music');
    expect(screen.queryByText('No live campaigns yet — start the first one')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/discover')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/campaigns')).toHaveLength(0);
  });

  it('offers a retry when the sections cannot be loaded', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/discover': () => jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try later.' } }),
    });
    renderAppAt('/discover');
    expect((await screen.findAllByText('These campaigns could not be loaded.', {}, LAZY_ROUTE)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('opens a category’s list from the URL and loads the next page with "Load more"', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/campaigns': (_init, url) => {
        const query = new URL(url, 'http://localhost').searchParams;
        expect(query.get('category')).toBe('music');
        expect(query.get('sort')).toBe('near_goal');
        return query.get('cursor')
          ? jsonResponse(200, { items: [makeListItem({ id: 'm2', title: 'Second page song' })], nextCursor: null })
          : jsonResponse(200, { items: [makeListItem({ id: 'm1', title: 'First page song' })], nextCursor: 'next' });
      },
    });
    renderAppAt('/discover?category=music&list=near_goal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Music: Near their goal' }, LAZY_ROUTE)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'First page song' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Near their goal' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page song' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/campaigns')).toHaveLength(2);
  });
});
