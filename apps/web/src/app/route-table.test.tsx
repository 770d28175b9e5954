import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APP_ROUTES } from '@crowdspark/shared/constants/routes';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** A concrete URL for each route pattern. */
function exampleUrl(pattern: string): string {
  return pattern
    .replace(':campaignId', 'solar-kettle')
    .replace(':username', 'ana')
    .replace(':articleId', 'fees-explained')
    .replace('*', 'users');
}

describe('routes', () => {
  it.each(APP_ROUTES.map((route) => [route.path, exampleUrl(route.path)]))(
    '%s renders a page with one h1 and a Crowdspark title',
    async (_pattern, url) => {
      renderAppAt(url);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await vi.waitFor(() => expect(document.title).toMatch(/ · Crowdspark$/));
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    },
  );

  it('uses the route table titles', async () => {
    renderAppAt('/how-it-works');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(document.title).toBe('How it works · Crowdspark'));
  });

  it('shows the not-found page for unknown paths', async () => {
    renderAppAt('/this/does/not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Crowdspark'));
  });

  it('shows the site’s not-found page inside the layout for an unknown help article', async () => {
    mockApi({
      'GET /api/help-center/articles/no-such-article': () =>
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'There is no help article at this address.' } }),
    });
    renderAppAt('/help-center/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox', { name: 'Search campaigns and creators' }).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Crowdspark'));
  });

  it('submits the header search to /search?q=… and the search page reads the query from the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    const [box] = screen.getAllByRole('searchbox', { name: 'Search campaigns and creators' });
    await user.type(box!, 'board games{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=board+games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “board games”' })).toBeInTheDocument();
  });

  it('searches help articles on the server as the visitor types, and lists them by category otherwise', async () => {
    const article = (id: string, title: string) => ({ id, categoryId: 'backing', title, summary: `About ${title}.` });
    const fetchMock = mockApi({
      'GET /api/help-center': () =>
        jsonResponse(200, {
          categories: [
            {
              id: 'backing',
              title: 'Backing',
              description: 'Pledging and refunds.',
              articles: [article('how-pledging-works', 'How pledging works'), article('refunds', 'Refunds')],
            },
          ],
        }),
      'GET /api/help-center/search': (_init, url) =>
        jsonResponse(200, {
          query: new URL(url, 'http://localhost').searchParams.get('q') ?? '',
          correctedQuery: null,
          results: [{ ...article('how-pledging-works', 'How pledging works'), categoryTitle: 'Backing' }],
        }),
    });
    const user = userEvent.setup();
    renderAppAt('/help-center');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(await screen.findByRole('link', { name: /Refunds/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 articles in 1 categories.');
    await user.type(screen.getByLabelText('Search help articles'), 'escrow');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 article matches “escrow”.'));
    expect(screen.getByRole('link', { name: /How pledging works/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Refunds/ })).not.toBeInTheDocument();
    // One request per pause in typing, not one per key.
    const searches = callsTo(fetchMock, 'GET', '/api/help-center/search');
    expect(searches.length).toBeGreaterThanOrEqual(1);
    expect(searches.length).toBeLessThan('escrow'.length);
  });

  it('links every information page from the footer', async () => {
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    for (const href of [
      '/terms-of-service',
      '/privacy-policy',
      '/cookies-policy',
      '/press',
      '/careers',
      '/how-it-works',
      '/contact',
      '/help-center',
    ]) {
      expect(
        within(footer)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      ).toBe(true);
    }
  });
});
