import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberPostSummary } from '@crowdspark/shared/contracts/member-posts';
import { resetToasts } from '@/components/ui/use-toast';
import { MemberPostsSection } from '@/features/member-posts/components/member-posts-section';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function summary(overrides: Partial<MemberPostSummary> = {}): MemberPostSummary {
  return {
    id: 'p1',
    title: 'Studio tour',
    audience: { minTierId: 't2', label: 'Insider and above' },
    locked: true,
    createdAt: '2026-11-23T10:00:00.000Z',
    editedAt: null,
    ...overrides,
  };
}

const TIERS = [
  { id: 't1', title: 'Supporter' },
  { id: 't2', title: 'Insider' },
];

describe('<MemberPostsSection />', () => {
  afterEach(() => resetToasts());

  it('shows a locked post’s title, date and "Join to read", an open one without it', async () => {
    mockApi({
      'GET /api/creators/nora/posts': () =>
        jsonResponse(200, {
          items: [
            summary(),
            summary({ id: 'p2', title: 'Hello members', locked: false, audience: { minTierId: null, label: 'All members' } }),
          ],
          nextCursor: null,
          viewer: { canPost: false },
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MemberPostsSection username="nora" displayName="Nora Notes" tiers={TIERS} joinHref="#membership" />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Members-only posts by Nora Notes' });
    const [locked, open] = within(list).getAllByRole('listitem');
    expect(within(locked!).getByRole('link', { name: 'Studio tour' })).toHaveAttribute('href', '/profile/nora/posts/p1');
    expect(locked).toHaveTextContent('Members only · Insider and above');
    expect(within(locked!).getByRole('link', { name: 'Join to read' })).toHaveAttribute('href', '#membership');
    expect(within(open!).queryByRole('link', { name: 'Join to read' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New members-only post' })).toBeNull();
  });

  it('offers the creator a composer even before the first post (the browser test writes one)', async () => {
    mockApi({
      'GET /api/creators/nora/posts': () => jsonResponse(200, { items: [], nextCursor: null, viewer: { canPost: true } }),
    });
    renderWithProviders(
      <MemoryRouter>
        <MemberPostsSection username="nora" displayName="Nora Notes" tiers={TIERS} joinHref="#membership" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'New members-only post' })).toBeInTheDocument();
    expect(screen.getByText('No posts yet. Your members are told when you post.')).toBeInTheDocument();
  });
});
