import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Message } from '@crowdspark/shared/contracts/messages';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { Thread } from '@/features/messages/components/thread';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const message = (overrides: Partial<Message>): Message => ({
  id: 'm1',
  conversationId: 'c1',
  body: 'Hello',
  removed: false,
  mine: false,
  clientId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

/** A message an admin removed from its report (decision 0035): a placeholder, no words, nothing to report. */
describe('removed messages', () => {
  it('shows the placeholder in the thread, without a report action', async () => {
    mockApi({
      'GET /api/messages/conversations/c1': () =>
        jsonResponse(200, {
          id: 'c1',
          other: { username: 'ada', displayName: 'Ada Sender', photoUrl: null },
          blockedByMe: false,
          canSend: true,
        }),
      'GET /api/messages/conversations/c1/messages': () =>
        jsonResponse(200, {
          items: [message({ id: 'm1', body: 'Hi there' }), message({ id: 'm2', body: '', removed: true })],
          olderCursor: null,
          otherReadAt: null,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <Thread
          conversationId="c1"
          profileHref={(u) => `/profile/${u}`}
          reportAction={() => <button type="button">Report this message</button>}
        />
      </MemoryRouter>,
    );
    const thread = await screen.findByRole('list', { name: 'Messages with Ada Sender' });
    const [kept, removed] = within(thread).getAllByRole('listitem');
    expect(kept).toHaveTextContent('Hi there');
    expect(within(kept!).getByRole('button', { name: 'Report this message' })).toBeInTheDocument();
    expect(removed).toHaveTextContent('Message removed by moderators');
    expect(within(removed!).queryByRole('button', { name: 'Report this message' })).toBeNull();
  });

  it('shows the placeholder as the last message of the conversation list', async () => {
    mockApi({
      'GET /api/messages/conversations': () =>
        jsonResponse(200, {
          items: [
            {
              id: 'c1',
              other: { username: 'ada', displayName: 'Ada Sender', photoUrl: null },
              lastMessage: { body: '', removed: true, mine: false, createdAt: '2026-11-26T10:00:00.000Z' },
              unread: 0,
              updatedAt: '2026-11-26T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <ConversationList selectedId={null} hrefOf={(id) => `/messages/${id}`} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: /Ada Sender/ })).toHaveTextContent('Message removed by moderators');
  });
});

describe('a conversation that is not the reader’s', () => {
  it('says what the server answered and links to the inbox', async () => {
    const notYours = { error: { code: 'NOT_FOUND', message: 'This conversation does not exist, or is not yours.' } };
    mockApi({
      'GET /api/messages/conversations/c9': () => jsonResponse(404, notYours),
      'GET /api/messages/conversations/c9/messages': () => jsonResponse(404, notYours),
    });
    renderWithProviders(
      <MemoryRouter>
        <Thread conversationId="c9" profileHref={(u) => `/profile/${u}`} />
      </MemoryRouter>,
    );
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('This conversation does not exist, or is not yours.');
    expect(within(notice).getByRole('link', { name: 'Go to your inbox' })).toHaveAttribute('href', '/messages');
  });
});
