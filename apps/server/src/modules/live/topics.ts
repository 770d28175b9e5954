import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { Registry } from '../../registry.js';
import { TOPIC } from './channel.js';
import { TOPICS_PER_SOCKET } from './hub.js';
import type { LiveHub } from './hub.js';

/**
 * Public topics (decision 0052): a module registers a kind of topic (its pattern, and who may hear
 * it) and publishes items to it with `publishTopic`; a page asks for the topics it shows over its
 * socket, signed in or not. The kinds are a registry (decision 0017): live imports no module.
 */
export interface LiveTopicKind {
  /** Matches this kind's topics; the match is handed to `canSubscribe`. */
  pattern: RegExp;
  /** Whether this reader (null: a visitor without a session) may hear the topic now. */
  canSubscribe: (match: RegExpExecArray, userId: string | null) => Promise<boolean>;
}

export type LiveTopics = Registry<LiveTopicKind>;

export function createLiveTopics(): LiveTopics {
  return new Registry<LiveTopicKind>('live topic kind');
}

/** False for a topic no kind matches, or whose kind refuses this reader. */
export async function topicAllows(topics: LiveTopics, topic: string, userId: string | null): Promise<boolean> {
  if (!TOPIC.test(topic)) return false;
  for (const kind of topics.all()) {
    const match = kind.pattern.exec(topic);
    if (match) return kind.canSubscribe(match, userId);
  }
  return false;
}

/** Subscription frames one socket may send a minute; a socket that sends more is closed. */
export const SUBSCRIBE_FRAMES_PER_MINUTE = 30;
/** Policy violation: the browser's client backs off and connects again. */
export const CLOSE_TOO_CHATTY = 1008;

/** The topics of a frame `{"type":"subscribe","topics":[…]}`, or null when the frame is not one. */
export function parseSubscribeFrame(data: RawData | string): string[] | null {
  const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : null;
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, topics } = parsed as { type?: unknown; topics?: unknown };
  if (type !== 'subscribe' || !Array.isArray(topics) || topics.length > TOPICS_PER_SOCKET) return null;
  if (!topics.every((topic): topic is string => typeof topic === 'string')) return null;
  return [...new Set(topics)];
}

interface SubscriptionOptions {
  socket: WebSocket;
  userId: string | null;
  hub: LiveHub;
  topics: LiveTopics;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Handles one socket's frames, in order: a subscribe frame replaces the socket's topics with those
 * of its topics the reader may hear (the others are dropped without a word) and answers
 * `{"type":"subscribed","topic":…}` for each topic newly heard: the page reads that topic's list
 * again then, so what changed before the subscription took is caught up. Anything else the
 * browser sends is ignored, as before; a socket sending more than SUBSCRIBE_FRAMES_PER_MINUTE
 * subscribe frames is closed.
 */
export function topicSubscriptions({ socket, userId, hub, topics, log, now = Date.now }: SubscriptionOptions) {
  let queue = Promise.resolve();
  let windowStart = now();
  let frames = 0;
  return (data: RawData): void => {
    const wanted = parseSubscribeFrame(data);
    if (wanted === null) return;
    if (now() - windowStart >= 60_000) {
      windowStart = now();
      frames = 0;
    }
    frames += 1;
    if (frames > SUBSCRIBE_FRAMES_PER_MINUTE) {
      socket.close(CLOSE_TOO_CHATTY, 'Too many subscriptions.');
      return;
    }
    queue = queue.then(async () => {
      const allowed = await Promise.all(
        wanted.map((topic) =>
          topicAllows(topics, topic, userId).catch((error: unknown) => {
            log.warn({ err: error, topic }, 'live: could not check a topic subscription');
            return false;
          }),
        ),
      );
      // A socket that closed while its topics were checked has left the hub: adding it back would leak.
      if (socket.readyState !== socket.OPEN) return;
      const added = hub.setTopics(
        socket,
        wanted.filter((_, i) => allowed[i]),
      );
      for (const topic of added) socket.send(JSON.stringify({ type: 'subscribed', topic }));
    });
  };
}
