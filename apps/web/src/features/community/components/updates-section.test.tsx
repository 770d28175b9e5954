import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignUpdate } from '@crowdspark/shared/contracts/community';
import { resetToasts } from '@/components/ui/use-toast';
import { UpdatesSection } from '@/features/community/components/updates-section';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function update(overrides: Partial<CampaignUpdate> = {}): CampaignUpdate {
  return {
    id: 'u1',
    campaignId: 'c1',
    title: 'Prototype ready',
    visibility: 'public',
    bodyHtml: '<p>It works.</p><img src="/uploads/campaigns/abc.webp" alt="">',
    locked: false,
    author: { username: 'ana', displayName: 'Ana Maker', photoURL: null },
    createdAt: '2026-11-23T10:00:00.000Z',
    editedAt: null,
    viewer: { canEdit: true, canReport: false },
    ...overrides,
  };
}

describe('<UpdatesSection />', () => {
  afterEach(() => resetToasts());

  it('shows an update’s picture, and lets its author edit it in the form (PATCH), loaded on demand', async () => {
    let current = update();
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/updates': () => jsonResponse(200, { items: [current], nextCursor: null, viewer: { canPost: true } }),
      'PATCH /api/campaigns/c1/updates/u1': () => {
        current = update({ title: 'Prototype shipped', editedAt: '2026-11-23T11:00:00.000Z' });
        return jsonResponse(200, current);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <UpdatesSection campaignId="c1" />
      </MemoryRouter>,
    );
    const article = await screen.findByRole('article', { name: 'Prototype ready' });
    expect(article.querySelector('img')).toHaveAttribute('src', '/uploads/campaigns/abc.webp');

    await user.click(within(article).getByRole('button', { name: 'Edit update “Prototype ready”' }));
    const form = await screen.findByRole('form', { name: 'Edit update “Prototype ready”' });
    const title = within(form).getByLabelText('Update title');
    expect(title).toHaveValue('Prototype ready');
    await user.clear(title);
    await user.type(title, 'Prototype shipped');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('article', { name: 'Prototype shipped' })).toBeInTheDocument();
    const patches = callsTo(fetchMock, 'PATCH', '/api/campaigns/c1/updates/u1');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(patches[0]?.[1]?.body as string)).toEqual({
      title: 'Prototype shipped',
      bodyHtml: '<p>It works.</p><img src="/uploads/campaigns/abc.webp" alt="">',
      visibility: 'public',
    });
    expect(screen.queryByRole('form', { name: /Edit update/ })).toBeNull();
    // Loads the form and the editor (two lazy chunks) and types: slow on a busy machine.
  }, 20_000);

  it('offers no Edit to a reader who may not change the update', async () => {
    mockApi({
      'GET /api/campaigns/c1/updates': () =>
        jsonResponse(200, {
          items: [update({ viewer: { canEdit: false, canReport: true } })],
          nextCursor: null,
          viewer: { canPost: false },
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <UpdatesSection campaignId="c1" />
      </MemoryRouter>,
    );
    await screen.findByRole('article', { name: 'Prototype ready' });
    expect(screen.queryByRole('button', { name: /Edit update/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write an update' })).toBeNull();
  });
});
