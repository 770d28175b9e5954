import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationList, Message, MessageList } from '@crowdspark/shared/contracts/messages';
import { MESSAGES_PER_MINUTE } from '@crowdspark/shared/contracts/messages';
import { person, type Person } from '../../factories/campaign-setup.js';
import { deliverReversedAndTwice } from '../../helpers/events-out-of-order.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Messages (docs/product-rules.md#messages): only the two members read or write a conversation;
 * blocks stop messaging and following; sending is limited, harder for new accounts to strangers.
 */
describe('messages', () => {
  const context = useTestApp();
  // Deliveries are written for the subscribers known when an event is recorded: register them first.
  beforeAll(() => context.app.events.registerSubscriptions());
  let counter = 0;

  /** A person whose account is a week old (the new-account limits do not apply), with their username. */
  const member = async (options: { newAccount?: boolean } = {}) => {
    const made = await person(context);
    if (!options.newAccount)
      await context.database.db
        .updateTable('users')
        .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600 * 1000) })
        .where('id', '=', made.userId)
        .execute();
    const row = await context.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', made.userId)
      .executeTakeFirstOrThrow();
    return { ...made, username: row.username! };
  };
  const start = async (from: Person, username: string) =>
    from.client.request('POST', '/api/messages/conversations', { username });
  const send = (from: Person, conversationId: string, body: string, clientId = `client-${(counter += 1)}-${Date.now()}`) =>
    from.client.request('POST', `/api/messages/conversations/${conversationId}/messages`, { body, clientId });

  it('two people write, read by cursor, and see unread counts and read receipts; a retried send is one message', async () => {
    const ada = await member();
    const bo = await member();
    const started = await start(ada, bo.username);
    expect(started.statusCode, started.body).toBe(200);
    const conversation = started.json<Conversation>();
    expect(conversation).toMatchObject({ other: { username: bo.username }, blockedByMe: false, canSend: true });
    // Starting again (from either side) finds the same conversation.
    expect((await start(bo, ada.username)).json<Conversation>().id).toBe(conversation.id);

    const first = await send(ada, conversation.id, 'Hello Bo! See https://example.com/plan', 'same-client-id-1');
    expect(first.statusCode, first.body).toBe(201);
    const retried = await send(ada, conversation.id, 'Hello Bo! See https://example.com/plan', 'same-client-id-1');
    expect(retried.json<Message>().id).toBe(first.json<Message>().id);
    for (let i = 1; i <= 4; i += 1) expect((await send(ada, conversation.id, `Message ${i}`)).statusCode).toBe(201);

    expect((await bo.client.request('GET', '/api/messages/unread-count')).json()).toEqual({ count: 5 });
    const list = (await bo.client.request('GET', '/api/messages/conversations')).json<ConversationList>();
    expect(list.items).toMatchObject([
      { id: conversation.id, other: { username: ada.username }, unread: 5, lastMessage: { body: 'Message 4', mine: false } },
    ]);

    // History by cursor: newest page first, each page oldest first.
    const page1 = (
      await bo.client.request('GET', `/api/messages/conversations/${conversation.id}/messages?limit=3`)
    ).json<MessageList>();
    expect(page1.items.map((m) => m.body)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    expect(page1.otherReadAt).not.toBeNull();
    const page2 = (
      await bo.client.request(
        'GET',
        `/api/messages/conversations/${conversation.id}/messages?limit=3&cursor=${page1.olderCursor}`,
      )
    ).json<MessageList>();
    expect(page2.items.map((m) => m.body)).toEqual(['Hello Bo! See https://example.com/plan', 'Message 1']);
    expect(page2.olderCursor).toBeNull();

    // Bo reads: Ada's view of the conversation now has Bo's read time at her last message.
    const read = await bo.client.request('POST', `/api/messages/conversations/${conversation.id}/read`);
    expect(read.statusCode).toBe(200);
    expect((await bo.client.request('GET', '/api/messages/unread-count')).json()).toEqual({ count: 0 });
    const adaView = (
      await ada.client.request('GET', `/api/messages/conversations/${conversation.id}/messages`)
    ).json<MessageList>();
    expect(adaView.otherReadAt).toBe(adaView.items[adaView.items.length - 1]?.createdAt);
    expect(adaView.items.every((m) => m.mine)).toBe(true);
  });

  it("a send moves both lists and the sender's own read marker; a client id from another conversation is refused", async () => {
    const ada = await member();
    const bo = await member();
    const cy = await member();
    const withBo = (await start(ada, bo.username)).json<Conversation>();
    const withCy = (await start(ada, cy.username)).json<Conversation>();
    expect((await send(ada, withBo.id, 'To Bo', 'shared-client-id')).statusCode).toBe(201);
    expect((await send(ada, withCy.id, 'To Cy')).statusCode).toBe(201);
    // The same client id in another conversation is another message, not a retry.
    const reused = await send(ada, withCy.id, 'Again', 'shared-client-id');
    expect(reused.statusCode, reused.body).toBe(409);
    // The newest activity comes first; Ada's own messages are read for her, unread for the others.
    const adaList = (await ada.client.request('GET', '/api/messages/conversations')).json<ConversationList>();
    expect(adaList.items.map((c) => [c.id, c.unread, c.lastMessage?.body])).toEqual([
      [withCy.id, 0, 'To Cy'],
      [withBo.id, 0, 'To Bo'],
    ]);
    expect((await bo.client.request('GET', '/api/messages/unread-count')).json()).toEqual({ count: 1 });
    expect((await send(ada, withBo.id, 'To Bo again')).statusCode).toBe(201);
    const reordered = (await ada.client.request('GET', '/api/messages/conversations')).json<ConversationList>();
    expect(reordered.items.map((c) => c.id)).toEqual([withBo.id, withCy.id]);
    expect((await bo.client.request('GET', '/api/messages/unread-count')).json()).toEqual({ count: 2 });
  });

  it('nobody reads, writes or marks a conversation they are not in (404, as for one that does not exist)', async () => {
    const ada = await member();
    const bo = await member();
    const eve = await member();
    const conversation = (await start(ada, bo.username)).json<Conversation>();
    await send(ada, conversation.id, 'Private');
    for (const [method, url, body] of [
      ['GET', `/api/messages/conversations/${conversation.id}`, undefined],
      ['GET', `/api/messages/conversations/${conversation.id}/messages`, undefined],
      ['POST', `/api/messages/conversations/${conversation.id}/messages`, { body: 'Hi', clientId: 'eve-client-1' }],
      ['POST', `/api/messages/conversations/${conversation.id}/read`, undefined],
    ] as const) {
      const res = await eve.client.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Private');
    }
    expect((await eve.client.request('GET', '/api/messages/conversations')).json<ConversationList>().items).toEqual([]);
    expect((await context.app.inject({ method: 'GET', url: '/api/messages/conversations' })).statusCode).toBe(401);
    // A message is reported only by a member.
    const message = (
      await ada.client.request('GET', `/api/messages/conversations/${conversation.id}/messages`)
    ).json<MessageList>().items[0]!;
    const report = { targetType: 'message', targetId: message.id, reason: 'spam' };
    expect((await eve.client.request('POST', '/api/reports', report)).statusCode).toBe(404);
    expect((await bo.client.request('POST', '/api/reports', report)).statusCode).toBe(201);
  });

  it('a block stops messages and follows both ways, hides the conversation for the blocker, and unblocking restores it', async () => {
    const ada = await member();
    const bo = await member();
    const conversation = (await start(ada, bo.username)).json<Conversation>();
    await send(bo, conversation.id, 'Buy my course');
    expect((await ada.client.request('PUT', `/api/users/${bo.username}/follow`)).statusCode).toBe(200);

    expect((await ada.client.request('PUT', `/api/users/${bo.username}/block`)).json()).toEqual({ blocked: true });
    await context.app.events.dispatchPending();
    const refused = await send(bo, conversation.id, 'Hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe('You can’t message this person.');
    expect((await send(ada, conversation.id, 'Bye')).statusCode).toBe(403);
    expect((await bo.client.request('PUT', `/api/users/${ada.username}/follow`)).statusCode).toBe(403);
    expect((await ada.client.request('GET', `/api/users/${bo.username}/follow`)).json()).toMatchObject({ following: false });
    expect((await ada.client.request('GET', '/api/messages/conversations')).json<ConversationList>().items).toEqual([]);
    expect((await ada.client.request('GET', '/api/messages/unread-count')).json()).toEqual({ count: 0 });
    expect(
      (await ada.client.request('GET', `/api/messages/conversations/${conversation.id}`)).json<Conversation>(),
    ).toMatchObject({
      blockedByMe: true,
      canSend: false,
    });
    expect((await start(bo, ada.username)).json<Conversation>().canSend).toBe(false);

    expect((await ada.client.request('DELETE', `/api/users/${bo.username}/block`)).json()).toEqual({ blocked: false });
    await context.app.events.dispatchPending();
    expect((await send(bo, conversation.id, 'Sorry')).statusCode).toBe(201);
    expect((await ada.client.request('GET', '/api/messages/conversations')).json<ConversationList>().items).toHaveLength(1);
  });

  it('block and unblock delivered in reverse and twice end as they really are: visible after unblock, hidden after block again', async () => {
    const ada = await member();
    const bo = await member();
    const conversation = (await start(ada, bo.username)).json<Conversation>();
    await send(bo, conversation.id, 'Hello again');
    await context.app.events.dispatchPending();
    const adaSees = async () =>
      (await ada.client.request('GET', '/api/messages/conversations')).json<ConversationList>().items.map((c) => c.id);

    // Blocked, then unblocked: the unblock is what holds, whatever order the events arrive in.
    expect((await ada.client.request('PUT', `/api/users/${bo.username}/block`)).statusCode).toBe(200);
    expect((await ada.client.request('DELETE', `/api/users/${bo.username}/block`)).statusCode).toBe(200);
    expect(await deliverReversedAndTwice(context.app, 'messages')).toBe(2);
    expect(await adaSees()).toContain(conversation.id);

    // Unblocked, then blocked again: hidden.
    expect((await ada.client.request('PUT', `/api/users/${bo.username}/block`)).statusCode).toBe(200);
    expect((await ada.client.request('DELETE', `/api/users/${bo.username}/block`)).statusCode).toBe(200);
    expect((await ada.client.request('PUT', `/api/users/${bo.username}/block`)).statusCode).toBe(200);
    expect(await deliverReversedAndTwice(context.app, 'messages')).toBe(3);
    expect(await adaSees()).not.toContain(conversation.id);
  });

  it(`sends at most ${MESSAGES_PER_MINUTE} a minute, even all at once`, async () => {
    const ada = await member();
    const bo = await member();
    const conversation = (await start(ada, bo.username)).json<Conversation>();
    const results = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 6 }, (_, i) => send(ada, conversation.id, `Burst ${i}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });

  it('a new account starts at most 3 conversations a day with strangers and sends 5 unanswered messages', async () => {
    const newcomer = await member({ newAccount: true });
    const strangers = await Promise.all([member(), member(), member(), member()]);
    for (const stranger of strangers.slice(0, 3)) {
      const conversation = (await start(newcomer, stranger.username)).json<Conversation>();
      expect((await send(newcomer, conversation.id, 'Hi there')).statusCode).toBe(201);
    }
    const fourth = (await start(newcomer, strangers[3].username)).json<Conversation>();
    const refused = await send(newcomer, fourth.id, 'Hi there');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('3 conversations a day');

    const first = (await start(newcomer, strangers[0].username)).json<Conversation>();
    for (let i = 0; i < 4; i += 1) expect((await send(newcomer, first.id, `More ${i}`)).statusCode).toBe(201);
    expect((await send(newcomer, first.id, 'Sixth')).statusCode).toBe(429);
    // Once the other person answers, the conversation is no longer one-sided.
    expect((await send(strangers[0], first.id, 'Hello, newcomer')).statusCode).toBe(201);
    expect((await send(newcomer, first.id, 'Thanks!')).statusCode).toBe(201);

    // Someone who follows the newcomer is no stranger.
    const fan = await member();
    expect((await fan.client.request('PUT', `/api/users/${newcomer.username}/follow`)).statusCode).toBe(200);
    const withFan = (await start(newcomer, fan.username)).json<Conversation>();
    expect((await send(newcomer, withFan.id, 'Thanks for following')).statusCode).toBe(201);
  });

  it('refuses bad input with a message: yourself, nobody, empty or too long', async () => {
    const ada = await member();
    const bo = await member();
    expect((await start(ada, ada.username)).statusCode).toBe(400);
    expect((await start(ada, 'no-such-person')).statusCode).toBe(404);
    const conversation = (await start(ada, bo.username)).json<Conversation>();
    const empty = await send(ada, conversation.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Write a message first.');
    expect((await send(ada, conversation.id, 'x'.repeat(2001))).statusCode).toBe(400);
  });
});
