import { screen, waitFor, within } from '@testing-library/react';
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

/** Opens an action's reason dialog, gives the reason and confirms (the audit log keeps it). */
async function actWithReason(
  user: ReturnType<typeof userEvent.setup>,
  action: string,
  title: string,
  reason: string,
  confirm = action,
) {
  await user.click(screen.getByRole('button', { name: action }));
  const dialog = screen.getByRole('dialog', { name: title });
  await user.type(within(dialog).getByLabelText('Reason (written to the audit log)'), reason);
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

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
    await actWithReason(user, 'Save draft', 'Save this draft', 'New gift card FAQ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help-articles/gift-cards'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/admin/help-articles')[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      id: 'gift-cards',
      categoryId: 'payments-and-wallet',
      title: 'Gift cards',
      summary: 'Redeem a gift card.',
      source: 'Hello',
      reason: 'New gift card FAQ',
    });
  });

  it('asks why before saving: without a reason nothing is sent', async () => {
    const fetchMock = mockApi({ 'POST /api/admin/help-articles/preview': () => jsonResponse(200, { html: '<p>x</p>' }) });
    const user = userEvent.setup();
    renderEditor(article());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this draft' });
    expect(dialog).toHaveTextContent('Visitors keep reading the published version until you publish.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason: it is written to the audit log.');
    expect(callsTo(fetchMock, 'PUT', '/api/admin/help-articles/gift-cards')).toHaveLength(0);
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
    const dialog = await actWithReason(user, 'Save draft', 'Save this draft', 'Shorter title');
    expect(await screen.findByText('The title needs at least 3 characters.')).toBeInTheDocument();
    // The refusal is shown on the form, beside its field: the dialog closed.
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
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
    await actWithReason(user, 'Publish', 'Publish this article', 'Reviewed by support');
    expect(await screen.findByText('Published. Visitors now read this version.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls
      .map(([input, init]) => ({ call: `${init?.method ?? 'GET'} ${input as string}`, body: init?.body as string | undefined }))
      .filter(({ call }) => !call.includes('preview'));
    expect(calls.map(({ call }) => call)).toEqual([
      'PUT /api/admin/help-articles/gift-cards',
      'POST /api/admin/help-articles/gift-cards/publish',
    ]);
    // One reason, written to both audit entries (the save and the publish).
    expect(calls.map(({ body }) => (JSON.parse(body ?? '{}') as { reason?: string }).reason)).toEqual([
      'Reviewed by support',
      'Reviewed by support',
    ]);
  });

  it('unpublishes and deletes with the reason given', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/help-articles/preview': () => jsonResponse(200, { html: '<p>x</p>' }),
      'POST /api/admin/help-articles/gift-cards/unpublish': () => jsonResponse(200, article()),
      'DELETE /api/admin/help-articles/gift-cards': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const router = renderEditor(article({ state: 'published', publishedAt: '2026-11-26T11:00:00.000Z' }));
    await actWithReason(user, 'Unpublish', 'Unpublish this article?', 'Out of date');
    expect(await screen.findByText('Unpublished. Visitors get “not found” at its address.')).toBeInTheDocument();
    const [, unpublishInit] = callsTo(fetchMock, 'POST', '/api/admin/help-articles/gift-cards/unpublish')[0]!;
    expect(JSON.parse(unpublishInit?.body as string)).toEqual({ reason: 'Out of date' });

    await actWithReason(user, 'Delete', 'Delete this article?', 'Duplicate of fees-explained', 'Delete article');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help-articles'));
    const [, deleteInit] = callsTo(fetchMock, 'DELETE', '/api/admin/help-articles/gift-cards')[0]!;
    expect(JSON.parse(deleteInit?.body as string)).toEqual({ reason: 'Duplicate of fees-explained' });
  });
});
