import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { callsTo, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

const LAZY_ROUTE = { timeout: 10_000 };

const telescopes = (count: number): CampaignListItem[] =>
  Array.from({ length: count }, (_, i) => makeListItem({ id: `t${i}`, title: `Telescope ${i + 1}` }));

const page = (items: CampaignListItem[], correctedQuery: string | null = null) => ({
  type: 'campaigns',
  items,
  nextCursor: null,
  correctedQuery,
  didYouMean: null,
  terms: ['telescop'],
});

/** /search places promoted cards like the feed, asking for the slots of its own search (decision 0031). */
describe('/search promoted slots', () => {
  it('asks for slots for this search and shows the promoted campaign marked "Promoted" after seven results', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/search': () => jsonResponse(200, page(telescopes(9))),
      'GET /api/promotions/slots': () =>
        jsonResponse(200, {
          items: [{ position: 7, promotionId: 'p1', campaign: makeListItem({ id: 'star', title: 'Star chart telescope' }) }],
        }),
    });
    renderAppAt('/search?q=telescope&category=technology&location=Leeds');
    const results = await screen.findByRole('list', { name: 'Matching campaigns' }, LAZY_ROUTE);
    const promoted = await within(results).findByText('Promoted');
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    // The eighth card, after seven organic ones; the organic ones follow it.
    expect(items[7]).toContainElement(promoted);
    expect(within(items[7]!).getByRole('link', { name: 'Star chart telescope' })).toHaveAttribute('href', '/campaigns/star');
    expect(within(items[8]!).getByRole('link', { name: 'Telescope 8' })).toBeInTheDocument();
    expect(within(results).getAllByText('Promoted')).toHaveLength(1);

    const [call] = callsTo(fetchMock, 'GET', '/api/promotions/slots');
    const asked = new URL(call?.[0] as string, 'http://localhost').searchParams;
    expect(asked.get('list')).toBe('search');
    expect(asked.get('q')).toBe('telescope');
    expect(asked.get('category')).toBe('technology');
    expect(asked.get('location')).toBe('Leeds');
    expect(asked.get('campaignIds')).toBe(
      telescopes(9)
        .map((c) => c.id)
        .join(','),
    );
  });

  it('asks with the corrected words when the results are a correction, and not at all for a short page', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/search': (_init, url) =>
        jsonResponse(
          200,
          new URL(url, 'http://localhost').searchParams.get('q') === 'telscope'
            ? page(telescopes(7), 'telescope')
            : page(telescopes(6)),
        ),
      'GET /api/promotions/slots': () => jsonResponse(200, { items: [] }),
    });
    const { unmount } = renderAppAt('/search?q=telscope');
    expect(await screen.findByText(/Showing results for/, {}, LAZY_ROUTE)).toBeInTheDocument();
    await expect.poll(() => callsTo(fetchMock, 'GET', '/api/promotions/slots').length).toBe(1);
    const [call] = callsTo(fetchMock, 'GET', '/api/promotions/slots');
    expect(new URL(call?.[0] as string, 'http://localhost').searchParams.get('q')).toBe('telescope');
    expect(screen.queryByText('Promoted')).not.toBeInTheDocument();
    unmount();

    fetchMock.mockClear();
    renderAppAt('/search?q=telescope');
    expect(await screen.findByRole('link', { name: 'Telescope 6' }, LAZY_ROUTE)).toBeInTheDocument();
    // Six results hold no slot (one in eight, after seven organic ones): nothing to ask.
    expect(callsTo(fetchMock, 'GET', '/api/promotions/slots')).toHaveLength(0);
  });
});

/** /search shows each campaign's cover as Discover's cards do (the campaigns feature's picture, composed by the route). */
describe('/search covers', () => {
  it('heads a result with its cover picture, named by the title, and one without a cover with the plain placeholder', async () => {
    const withCover = makeListItem({
      id: 'van',
      title: 'A repair café on wheels',
      coverUrl: '/uploads/van-1200.webp',
      coverVariants: { '400': '/uploads/van-400.webp', '1200': '/uploads/van-1200.webp' },
    });
    const withoutCover = makeListItem({ id: 'bare', title: 'Repair shop without a picture' });
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/search': () => jsonResponse(200, { ...page([withCover, withoutCover]), terms: ['repair', 'cafe'] }),
      'GET /api/promotions/slots': () => jsonResponse(200, { items: [] }),
    });
    renderAppAt('/search?q=repair%20cafe');
    const results = await screen.findByRole('list', { name: 'Matching campaigns' }, LAZY_ROUTE);
    const [first, second] = within(results).getAllByRole('listitem');
    const cover = within(first!).getByRole('img', { name: 'A repair café on wheels: cover picture' });
    expect(cover).toHaveAttribute('src', '/uploads/van-1200.webp');
    expect(cover).toHaveAttribute('srcset', '/uploads/van-400.webp 400w, /uploads/van-1200.webp 1200w');
    expect(within(first!).getByRole('link', { name: 'A repair café on wheels' })).toHaveAttribute('href', '/campaigns/van');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Repair shop without a picture' })).toBeInTheDocument();
  });
});
