import { describe, expect, it } from 'vitest';
import {
  CLOSE_TOO_CHATTY,
  CLOSE_TOO_MANY,
  LiveConnection,
  MAX_RETRY_MS,
  liveUrl,
  watchTopic,
  watchedTopics,
} from './live-connection';
import type { LiveItem, LiveSocket } from './live-connection';

/** A connection over fake sockets and a fake clock; `random` 1 makes every delay its ceiling. */
function harness() {
  const sockets: (LiveSocket & { closed: boolean; sent: unknown[] })[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const items: LiveItem[] = [];
  let ready = 0;
  const connection = new LiveConnection({
    url: 'ws://app.test/api/live',
    onItem: (item) => items.push(item),
    onReady: () => (ready += 1),
    createSocket: () => {
      const socket = {
        onmessage: null,
        onclose: null,
        closed: false,
        sent: [] as unknown[],
        send(data: string) {
          this.sent.push(JSON.parse(data));
        },
        close() {
          this.closed = true;
        },
      } as LiveSocket & { closed: boolean; sent: unknown[] };
      sockets.push(socket);
      return socket;
    },
    random: () => 0.999999,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => timers.splice(0),
  });
  const last = () => sockets.at(-1)!;
  const say = (message: object) => last().onmessage?.({ data: JSON.stringify(message) });
  const drop = (code = 1006) => last().onclose?.({ code });
  const retry = () => timers.shift()!.run();
  return { connection, sockets, timers, items, ready: () => ready, say, drop, retry };
}

describe('LiveConnection', () => {
  it('passes pushed items on and runs onReady on every (re)connection, for catching up', () => {
    const live = harness();
    live.connection.start();
    live.say({ type: 'ready' });
    live.say({ type: 'message.created', id: 'm1' });
    live.say({ nonsense: true });
    expect(live.items).toEqual([{ type: 'message.created', id: 'm1' }]);
    live.drop();
    live.retry();
    live.say({ type: 'ready' });
    expect(live.ready()).toBe(2);
    expect(live.sockets).toHaveLength(2);
  });

  it('asks for the watched topics at every "ready" and when they change, and passes their items on with the topic', () => {
    const live = harness();
    live.connection.start();
    const stopA = watchTopic('campaign:a:comments');
    // Not before "ready": the server is not listening yet.
    expect(live.sockets[0]!.sent).toEqual([]);
    live.say({ type: 'ready', id: 'user' });
    expect(live.sockets[0]!.sent).toEqual([{ type: 'subscribe', topics: ['campaign:a:comments'] }]);
    const stopB = watchTopic('campaign:b:comments');
    stopA();
    stopA();
    expect(live.sockets[0]!.sent.slice(1)).toEqual([
      { type: 'subscribe', topics: ['campaign:a:comments', 'campaign:b:comments'] },
      { type: 'subscribe', topics: ['campaign:b:comments'] },
    ]);
    live.say({ type: 'subscribed', topic: 'campaign:b:comments' });
    live.say({ type: 'comment.posted', id: 'k1', topic: 'campaign:b:comments' });
    expect(live.items).toEqual([
      { type: 'subscribed', id: '', topic: 'campaign:b:comments' },
      { type: 'comment.posted', id: 'k1', topic: 'campaign:b:comments' },
    ]);
    // A new socket asks again.
    live.drop();
    live.retry();
    live.say({ type: 'ready', id: 'user' });
    expect(live.sockets[1]!.sent).toEqual([{ type: 'subscribe', topics: ['campaign:b:comments'] }]);
    stopB();
    expect(watchedTopics()).toEqual([]);
    expect(live.sockets[1]!.sent.at(-1)).toEqual({ type: 'subscribe', topics: [] });
    live.connection.stop();
  });

  it('a visitor’s socket hears its topics but never runs onReady (there are no signed-in lists to read)', () => {
    const live = harness();
    const stop = watchTopic('campaign:a:comments');
    live.connection.start();
    live.say({ type: 'ready', id: 'visitor' });
    expect(live.ready()).toBe(0);
    expect(live.sockets[0]!.sent).toEqual([{ type: 'subscribe', topics: ['campaign:a:comments'] }]);
    stop();
    live.connection.stop();
  });

  it('sends no subscription when no page watches a topic', () => {
    const live = harness();
    live.connection.start();
    live.say({ type: 'ready', id: 'user' });
    expect(live.sockets[0]!.sent).toEqual([]);
  });

  it('waits longer after each failed attempt, up to 30 s, and starts over once connected', () => {
    const live = harness();
    live.connection.start();
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      live.drop();
      delays.push(live.timers[0]!.ms);
      live.retry();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    live.say({ type: 'ready' });
    live.drop();
    expect(live.timers[0]!.ms).toBe(1000);
  });

  it('spreads reconnections (jitter between half the delay and all of it)', () => {
    const delays = [0, 0.5, 0.999].map((r) => {
      let ms = 0;
      const connection = new LiveConnection({
        url: 'x',
        onItem: () => undefined,
        onReady: () => undefined,
        createSocket: () => ({ onmessage: null, onclose: null, send: () => undefined, close: () => undefined }),
        random: () => r,
        setTimer: (_run, delay) => (ms = delay),
      });
      connection.start();
      (connection as unknown as { socket: LiveSocket }).socket.onclose?.({ code: 1006 });
      return ms;
    });
    expect(delays).toEqual([500, 750, 1000]);
  });

  it('waits the longest delay when the account has too many connections, or sent too many subscriptions', () => {
    const live = harness();
    live.connection.start();
    live.drop(CLOSE_TOO_MANY);
    expect(live.timers[0]!.ms).toBe(MAX_RETRY_MS);
    live.retry();
    live.drop(CLOSE_TOO_CHATTY);
    expect(live.timers[0]!.ms).toBe(MAX_RETRY_MS);
  });

  it('stops for good: the socket closes and no reconnection is scheduled', () => {
    const live = harness();
    live.connection.start();
    const socket = live.sockets[0]!;
    live.connection.stop();
    expect(socket.closed).toBe(true);
    socket.onclose?.({ code: 1000 });
    expect(live.timers).toEqual([]);
  });

  it('builds the endpoint from the page origin', () => {
    expect(liveUrl({ protocol: 'https:', host: 'crowdspark.example' })).toBe('wss://crowdspark.example/api/live');
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/live');
  });
});
