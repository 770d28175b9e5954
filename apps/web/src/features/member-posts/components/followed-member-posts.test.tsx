import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FollowedMemberPosts as FollowedMemberPostsList } from '@crowdspark/shared/contracts/member-posts';
import FollowedMemberPosts from '@/features/member-posts/components/followed-member-posts';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

type Item = FollowedMemberPostsList['items'][number];

function item(id: string, overrides: Partial<Item> = {}): Item {
  return {
    id,
    title: `Post ${id}`,
    createdAt: '2026-11-23T10:00:00.000Z',
    creator: { username: 'nora', displayName: 'Nora Notes' },
    locked: true,
    ...overrides,
  };
}

describe('<FollowedMemberPosts />', () => {
  it('shows the newest titles up to the limit: "Join to read" to the creator’s membership when locked, none when readable', async () => {
    mockApi({
      'GET /api/feed/member-posts': () =>
        jsonResponse(200, { items: [item('p1'), item('p2', { locked: false }), item('p3'), item('p4')] }),
    });
    renderWithProviders(
      <MemoryRouter>
        <FollowedMemberPosts heading="From creators you follow" limit={3} compact />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'From creators you follow' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(screen.queryByText('Post p4')).toBeNull();
    const [locked, readable] = rows;
    expect(within(locked!).getByRole('link', { name: 'Post p1' })).toHaveAttribute('href', '/profile/nora/posts/p1');
    expect(within(locked!).getByRole('link', { name: 'Join to read' })).toHaveAttribute('href', '/profile/nora#membership');
    expect(within(readable!).getByRole('link', { name: 'Post p2' })).toHaveAttribute('href', '/profile/nora/posts/p2');
    expect(within(readable!).queryByRole('link', { name: 'Join to read' })).toBeNull();
  });

  it('shows nothing, not even its heading, when there are no posts', async () => {
    const fetchMock = mockApi({ 'GET /api/feed/member-posts': () => jsonResponse(200, { items: [] }) });
    renderWithProviders(
      <MemoryRouter>
        <FollowedMemberPosts heading="From creators you follow" />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'From creators you follow' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'From creators you follow' })).toBeNull();
  });
});
