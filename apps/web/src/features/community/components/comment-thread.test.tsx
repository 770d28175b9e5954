import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { CommentThread } from '@/features/community/components/comment-thread';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { commentFixture } from '@/testing/community-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const comment = commentFixture;

function renderThread(isAuthenticated = true) {
  return renderWithProviders(
    <MemoryRouter>
      <CommentThread campaignId="c1" updateId={null} isAuthenticated={isAuthenticated} signInHref="/sign-in" />
    </MemoryRouter>,
  );
}

describe('<CommentThread />', () => {
  afterEach(() => resetToasts());

  it('shows badges, "Comment deleted" in place of a deleted comment with replies, and posts a reply to the top comment', async () => {
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/comments': () =>
        jsonResponse(200, {
          items: [
            {
              ...comment({ id: 'top', deleted: true, body: null, author: null }),
              replies: [
                comment({
                  id: 'r1',
                  parentId: 'top',
                  body: 'Thanks all',
                  author: { username: 'ana', displayName: 'Ana Maker', photoURL: null },
                  badges: ['creator', 'backer'],
                }),
              ],
            },
          ],
          nextCursor: null,
        }),
      'POST /api/campaigns/c1/comments': () => jsonResponse(201, comment({ id: 'r2', parentId: 'top', body: 'Me too' })),
    });
    const user = userEvent.setup();
    renderThread();
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    const reply = screen.getByRole('article', { name: 'Comment by Ana Maker' });
    expect(within(reply).getByText('Creator')).toBeInTheDocument();
    expect(within(reply).getByText('Backer')).toBeInTheDocument();
    // Nobody replies under a deleted top comment.
    expect(screen.queryByRole('button', { name: 'Reply to Ana Maker' })).toBeNull();

    await user.type(screen.getByLabelText('Write a comment'), 'Me too');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const posts = callsTo(fetchMock, 'POST', '/api/campaigns/c1/comments');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.[1]?.body as string)).toEqual({ body: 'Me too' });
  });

  it('offers Report on other people’s comments only (the server’s viewer.canReport)', async () => {
    mockApi({
      'GET /api/campaigns/c1/comments': () =>
        jsonResponse(200, {
          items: [
            { ...comment({ id: 'theirs' }), replies: [] },
            {
              ...comment({
                id: 'mine',
                author: { username: 'me', displayName: 'Me Myself', photoURL: null },
                viewer: { canEdit: false, canDelete: false, canReport: false },
              }),
              replies: [],
            },
          ],
          nextCursor: null,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <CommentThread
          campaignId="c1"
          updateId={null}
          isAuthenticated
          signInHref="/sign-in"
          reportAction={(target) => <button type="button">{`Report ${target.targetLabel}`}</button>}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Report comment by Vic Visitor' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Comment by Me Myself' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report comment by Me Myself' })).toBeNull();
  });

  it('offers a signed-out reader a sign-in link instead of the form', async () => {
    mockApi({ 'GET /api/campaigns/c1/comments': () => jsonResponse(200, { items: [], nextCursor: null }) });
    renderThread(false);
    expect(await screen.findByText('No comments yet. Be the first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByLabelText('Write a comment')).toBeNull();
  });
});
