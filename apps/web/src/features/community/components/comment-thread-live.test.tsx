import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@crowdspark/shared/contracts/community';
import { resetToasts } from '@/components/ui/use-toast';
import { CommentThread } from '@/features/community/components/comment-thread';
import { LiveContext, createLiveHub } from '@/lib/live';
import { watchedTopics } from '@/lib/live-connection';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { commentFixture } from '@/testing/community-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const TOPIC = 'campaign:c1:comments';

function comment(id: string, body: string): Comment & { replies: Comment[] } {
  return { ...commentFixture({ id, body }), replies: [] };
}

/** The thread with a server whose comments the test changes, and the tab's live hub. */
function renderLiveThread(items = [comment('k1', 'First!')]) {
  const server = { items };
  const fetchMock = mockApi({
    'GET /api/campaigns/c1/comments': () => jsonResponse(200, { items: server.items, nextCursor: null }),
    'POST /api/campaigns/c1/comments': () => {
      const mine = comment('mine', 'My own words');
      server.items = [mine, ...server.items];
      return jsonResponse(201, mine);
    },
  });
  const hub = createLiveHub();
  const view = renderWithProviders(
    <LiveContext.Provider value={hub}>
      <MemoryRouter>
        <CommentThread campaignId="c1" updateId={null} isAuthenticated signInHref="/sign-in" />
      </MemoryRouter>
    </LiveContext.Provider>,
  );
  const reads = () => callsTo(fetchMock, 'GET', '/api/campaigns/c1/comments').length;
  const push = (type: string, id: string, topic = TOPIC) => act(() => hub.emitItem({ type, id, topic }));
  return { server, hub, reads, push, view };
}

/** The server's PATCH: the comment's new words, as its author edited them. */
function mockEdit(server: { items: (Comment & { replies: Comment[] })[] }) {
  const list = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation((input, init) => {
    if (init?.method !== 'PATCH') return list(input, init);
    const { body } = JSON.parse(init.body as string) as { body: string };
    server.items = server.items.map((item) => (item.id === 'k1' ? { ...item, body } : item));
    return Promise.resolve(jsonResponse(200, server.items[0]));
  });
}

/** Where the list's start is on screen: below the header (in view) or scrolled past. */
function listTopAt(top: number) {
  vi.spyOn(HTMLOListElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

describe('<CommentThread /> live', () => {
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('asks for the thread’s topic once idle, and lets it go when it leaves the page', async () => {
    const { hub, view } = renderLiveThread();
    const visitor = vi.fn();
    hub.visitor = visitor;
    await screen.findByText('First!');
    await waitFor(() => expect(watchedTopics()).toEqual([TOPIC]));
    // Signed out, that is what opens the tab's connection.
    expect(visitor).toHaveBeenLastCalledWith(true);
    view.unmount();
    expect(watchedTopics()).toEqual([]);
    expect(visitor).toHaveBeenLastCalledWith(false);
  });

  it('shows someone else’s comment in place while the reader sees the start of the list', async () => {
    listTopAt(300);
    const { server, reads, push } = renderLiveThread();
    await screen.findByText('First!');
    const before = reads();
    server.items = [comment('k2', 'Just posted elsewhere'), ...server.items];
    push('comment.posted', 'k2');
    expect(await screen.findByText('Just posted elsewhere')).toBeInTheDocument();
    expect(reads()).toBe(before + 1);
    // Another thread's topic is not this one's.
    push('comment.posted', 'k9', 'campaign:c2:comments');
    expect(reads()).toBe(before + 1);
  });

  it('keeps the list still for a reader inside it: a bar counts the new comments and shows them when clicked', async () => {
    listTopAt(-600);
    const { server, reads, push } = renderLiveThread();
    await screen.findByText('First!');
    const before = reads();
    server.items = [comment('k3', 'Third'), comment('k2', 'Second'), ...server.items];
    push('comment.posted', 'k2');
    push('comment.posted', 'k3');
    push('comment.posted', 'k3');
    const bar = await screen.findByRole('button', { name: 'Show 2 new comments' });
    expect(reads()).toBe(before);
    expect(screen.queryByText('Second')).toBeNull();

    await userEvent.setup().click(bar);
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
  });

  it('a deletion while reading inside the list waits behind "Show changed comments"', async () => {
    listTopAt(-600);
    const { server, push } = renderLiveThread();
    await screen.findByText('First!');
    server.items = [];
    push('comment.changed', 'k1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show changed comments' }));
    expect(await screen.findByText('No comments yet. Be the first.')).toBeInTheDocument();
  });

  it('never announces the reader’s own edit to them', async () => {
    listTopAt(-600);
    const { server, push } = renderLiveThread([
      { ...comment('k1', 'First!'), viewer: { canEdit: true, canDelete: true, canReport: false } },
    ]);
    mockEdit(server);
    await screen.findByText('First!');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit comment by Vic Visitor' }));
    const field = screen.getByLabelText('Edit your comment');
    await user.clear(field);
    await user.type(field, 'First, edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First, edited')).toBeInTheDocument();
    push('comment.changed', 'k1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('a new comment the reader’s own post brought in is no longer counted', async () => {
    listTopAt(-600);
    const { server, push } = renderLiveThread();
    await screen.findByText('First!');
    server.items = [comment('k2', 'Posted meanwhile'), ...server.items];
    push('comment.posted', 'k2');
    expect(await screen.findByRole('button', { name: 'Show 1 new comment' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write a comment'), 'My own words');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Posted meanwhile')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show 1 new comment' })).toBeNull();
  });
});
