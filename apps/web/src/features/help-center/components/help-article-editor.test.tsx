import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HelpAdminArticle } from '@crowdspark/shared/contracts/help-center';
import { HelpArticleEditor } from '@/features/help-center/components/help-article-editor';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const categories = [
  { id: 'backing', title: 'Backing', description: 'Pledging.' },
  { id: 'payments-and-wallet', title: 'Payments & wallet', description: 'Money.' },
];

const article = (overrides: Partial<HelpAdminArticle> = {}): HelpAdminArticle => ({
  id: 'gift-cards',
  state: 'draft',
  draft: { categoryId: 'backing', title: 'Gift cards', summary: 'Redeem a gift card.', source: 'Hello **there**' },
  publishedAt: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

function renderEditor(current: HelpAdminArticle | null) {
  const router = createMemoryRouter(
    [
      { path: '/admin/help-articles/:articleId', element: <HelpArticleEditor article={current} categories={categories} /> },
      { path: '/admin/help-articles', element: <p>List</p> },
    ],
    { initialEntries: [`/admin/help-articles/${current?.id ?? 'new'}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('<HelpArticleEditor />', () => {
  it('shows the server’s rendering of the Markdown as the preview', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/help-articles/preview': (init) => {
        const { source } = JSON.parse(init?.body as string) as { source: string };
        return jsonResponse(200, { html: `<p>rendered: ${source.length} characters</p>` });
      },
    });
    renderEditor(article());
    expect(await screen.findByText('rendered: 15 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Article (Markdown)'), '!!');
    expect(await screen.findByText('rendered: 17 characters')).toBeInTheDocument();
    // Typing without a pause asks once, not once per key.
    expect(callsTo(fetchMock, 'POST', '/api/admin/help-articles/preview')).toHaveLength(2);
  });

  it('saves a new article as a draft, then moves to its own address', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/help-articles/preview': () => jsonResponse(200, { html: '<p>x</p>' }),
      'POST /api/admin/help-articles': () => jsonResponse(201, article()),
    });
    const user = userEvent.setup();
    const router = renderEditor(null);
    await user.type(screen.getByLabelText('Address'), 'gift-cards');
    await user.selectOptions(screen.getByLabelText('Category'), 'payments-and-wallet');
    await user.type(screen.getByLabelText('Title'), 'Gift cards');
    await user.type(screen.getByLabelText('Summary'), 'Redeem a gift card.');
    await user.type(screen.getByLabelText('Article (Markdown)'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help-articles/gift-cards'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/admin/help-articles')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      id: 'gift-cards',
      categoryId: 'payments-and-wallet',
      title: 'Gift cards',
      summary: 'Redeem a gift card.',
      source: 'Hello',
    });
  });

  it('shows the server’s sentence beside the field it names', async () => {
    mockApi({
      'POST /api/admin/help-articles/preview': () => jsonResponse(200, { html: '<p>x</p>' }),
      'PUT /api/admin/help-articles/gift-cards': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request body is invalid: check title.',
            fields: { title: 'The title needs at least 3 characters.' },
          },
        }),
    });
    const user = userEvent.setup();
    renderEditor(article());
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'G');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The title needs at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('publishes by saving the draft first, and offers unpublish once published', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/help-articles/preview': () => jsonResponse(200, { html: '<p>x</p>' }),
      'PUT /api/admin/help-articles/gift-cards': () => jsonResponse(200, article()),
      'POST /api/admin/help-articles/gift-cards/publish': () =>
        jsonResponse(200, article({ state: 'published', publishedAt: '2026-11-26T11:00:00.000Z' })),
    });
    const user = userEvent.setup();
    renderEditor(article({ state: 'published', publishedAt: '2026-11-26T11:00:00.000Z' }));
    expect(screen.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/help-center/gift-cards');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Visitors now read this version.')).toBeInTheDocument();
    const order = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${input as string}`)
      .filter((call) => !call.includes('preview'));
    expect(order).toEqual(['PUT /api/admin/help-articles/gift-cards', 'POST /api/admin/help-articles/gift-cards/publish']);
  });
});
