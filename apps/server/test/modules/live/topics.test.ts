import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { decodeNotice, encodeNotice } from '../../../src/modules/live/channel.js';
import { LiveHub, TOPICS_PER_SOCKET, VISITOR_SOCKETS_PER_ADDRESS } from '../../../src/modules/live/hub.js';
import {
  CLOSE_TOO_CHATTY,
  createLiveTopics,
  SUBSCRIBE_FRAMES_PER_MINUTE,
  parseSubscribeFrame,
  topicSubscriptions,
} from '../../../src/modules/live/topics.js';

/** Just what the hub and the subscriptions use of a `ws` socket. */
function fakeSocket() {
  const socket = {
    OPEN: 1,
    readyState: 1,
    sent: [] as unknown[],
    closedWith: null as number | null,
    send(data: string) {
      socket.sent.push(JSON.parse(data));
    },
    close(code: number) {
      socket.closedWith = code;
      socket.readyState = 3;
    },
  };
  return socket;
}
const asWs = (socket: ReturnType<typeof fakeSocket>) => socket as unknown as WebSocket;
const frame = (topics: unknown) => Buffer.from(JSON.stringify({ type: 'subscribe', topics }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

function campaignTopics(allowed: (id: string, userId: string | null) => boolean | Promise<boolean>) {
  const topics = createLiveTopics();
  topics.register({
    pattern: /^campaign:([\w-]+):comments$/,
    canSubscribe: async (match, userId) => allowed(match[1] ?? '', userId),
  });
  return topics;
}

describe('live topics', () => {
  it('topic notices round-trip through the NOTIFY payload; bad topics are dropped', () => {
    const notice = { type: 'comment.posted', id: 'k1', topic: 'campaign:abc:comments' };
    expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
    expect(decodeNotice('["comment.posted","k1","Campaign abc"]')).toBeNull();
    expect(decodeNotice('["comment.posted","k1","campaign"]')).toBeNull();
  });

  it('reads subscribe frames only', () => {
    expect(parseSubscribeFrame(frame(['campaign:a:comments', 'campaign:a:comments']))).toEqual(['campaign:a:comments']);
    expect(parseSubscribeFrame(frame([]))).toEqual([]);
    for (const bad of ['', 'null', '{"type":"ping"}', '{"type":"subscribe","topics":[1]}', '{"type":"subscribe"}'])
      expect(parseSubscribeFrame(Buffer.from(bad))).toBeNull();
    const tooMany = Array.from({ length: TOPICS_PER_SOCKET + 1 }, (_, i) => `campaign:${i}:comments`);
    expect(parseSubscribeFrame(frame(tooMany))).toBeNull();
  });

  it('a frame replaces the socket’s topics; items reach the sockets of their topic only; a closed socket leaves them all', async () => {
    const hub = new LiveHub();
    const topics = campaignTopics((id) => id !== 'hidden');
    const [reader, other] = [fakeSocket(), fakeSocket()];
    for (const socket of [reader, other]) hub.addVisitor('198.51.100.7', asWs(socket));
    const log = pino({ level: 'silent' });
    const onFrame = topicSubscriptions({ socket: asWs(reader), userId: null, hub, topics, log });
    topicSubscriptions({ socket: asWs(other), userId: null, hub, topics, log })(frame(['campaign:b:comments']));

    onFrame(frame(['campaign:a:comments', 'campaign:hidden:comments']));
    await settle();
    expect(reader.sent).toEqual([{ type: 'subscribed', topic: 'campaign:a:comments' }]);
    expect(hub.deliverTopic({ type: 'comment.posted', id: 'k1', topic: 'campaign:a:comments' })).toBe(1);
    expect(hub.deliverTopic({ type: 'comment.posted', id: 'k2', topic: 'campaign:hidden:comments' })).toBe(0);

    // Moving on to campaign c: a is no longer heard, c is announced, b's reader is untouched.
    onFrame(frame(['campaign:c:comments']));
    await settle();
    expect(reader.sent.at(-1)).toEqual({ type: 'subscribed', topic: 'campaign:c:comments' });
    expect(hub.deliverTopic({ type: 'comment.posted', id: 'k3', topic: 'campaign:a:comments' })).toBe(0);
    expect(hub.deliverTopic({ type: 'comment.posted', id: 'k4', topic: 'campaign:b:comments' })).toBe(1);

    hub.remove({ visitorAddress: '198.51.100.7' }, asWs(reader));
    expect(hub.deliverTopic({ type: 'comment.posted', id: 'k5', topic: 'campaign:c:comments' })).toBe(0);
    expect(hub.size).toBe(1);
  });

  it('a socket that closes while its topics are checked is not added back', async () => {
    const hub = new LiveHub();
    let answer: (allowed: boolean) => void = () => undefined;
    const topics = campaignTopics(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const socket = fakeSocket();
    hub.addVisitor('198.51.100.8', asWs(socket));
    topicSubscriptions({ socket: asWs(socket), userId: null, hub, topics, log: pino({ level: 'silent' }) })(
      frame(['campaign:a:comments']),
    );
    await settle();
    socket.close(1001);
    hub.remove({ visitorAddress: '198.51.100.8' }, asWs(socket));
    answer(true);
    await settle();
    expect(hub.deliverTopic({ type: 'comment.posted', id: 'k1', topic: 'campaign:a:comments' })).toBe(0);
  });

  it(`closes a socket sending more than ${SUBSCRIBE_FRAMES_PER_MINUTE} subscribe frames a minute`, () => {
    const hub = new LiveHub();
    const socket = fakeSocket();
    let now = 0;
    const onFrame = topicSubscriptions({
      socket: asWs(socket),
      userId: null,
      hub,
      topics: campaignTopics(() => true),
      log: pino({ level: 'silent' }),
      now: () => now,
    });
    for (let i = 0; i < SUBSCRIBE_FRAMES_PER_MINUTE; i += 1) onFrame(frame([]));
    now = 60_000;
    for (let i = 0; i < SUBSCRIBE_FRAMES_PER_MINUTE; i += 1) onFrame(frame([]));
    expect(socket.closedWith).toBeNull();
    onFrame(frame([]));
    expect(socket.closedWith).toBe(CLOSE_TOO_CHATTY);
  });

  it(`holds at most ${VISITOR_SOCKETS_PER_ADDRESS} visitor sockets per address`, () => {
    const hub = new LiveHub();
    for (let i = 0; i < VISITOR_SOCKETS_PER_ADDRESS; i += 1) expect(hub.addVisitor('203.0.113.1', asWs(fakeSocket()))).toBe(true);
    expect(hub.addVisitor('203.0.113.1', asWs(fakeSocket()))).toBe(false);
    expect(hub.addVisitor('203.0.113.2', asWs(fakeSocket()))).toBe(true);
  });
});
