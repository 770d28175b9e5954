import { expect } from 'vitest';
import WebSocket from 'ws';

/** What a test's live socket has received after "ready", in order. */
export interface LiveMessage {
  type: string;
  id?: string;
  topic?: string;
}

export interface LiveClient {
  socket: WebSocket;
  /** The server's "ready": `id` says whether the socket is a user's or a visitor's. */
  ready: LiveMessage;
  received: LiveMessage[];
  closed: Promise<number>;
  /** Asks for these topics (replacing earlier ones) and waits until the server took `expected`. */
  subscribe(topics: string[], expected?: string[]): Promise<void>;
}

/**
 * Opens a /api/live socket as a browser tab would and resolves once the server said "ready"; every
 * later message is collected. Sockets go into `opened`, for the test file to terminate.
 */
export function connectLive(url: string, headers: Record<string, string>, opened: WebSocket[]): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    opened.push(socket);
    const received: LiveMessage[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as LiveMessage;
      if (message.type !== 'ready') {
        received.push(message);
        return;
      }
      resolve({
        socket,
        ready: message,
        received,
        closed,
        async subscribe(topics, expected = topics) {
          socket.send(JSON.stringify({ type: 'subscribe', topics }));
          await eventually(() => expected.every((topic) => received.some((m) => m.type === 'subscribed' && m.topic === topic)));
        },
      });
    });
  });
}

/** Waits until `check` holds (deliveries are asynchronous), at most two seconds. */
export async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
