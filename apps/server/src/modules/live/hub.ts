import type { WebSocket } from 'ws';
import type { LiveItem, LiveTopicNotice, LiveUserNotice } from './channel.js';

/** Open sockets per user on one instance; more are refused (a runaway tab must not hold memory). */
export const SOCKETS_PER_USER = 10;
/**
 * Open sockets without a session per network address on one instance (decision 0052): a visitor's
 * tab on a campaign page holds one; an office or a household behind one address holds a few.
 */
export const VISITOR_SOCKETS_PER_ADDRESS = 20;
/** Topics one socket may hear at once (a page needs one or two). */
export const TOPICS_PER_SOCKET = 10;

/** Who holds a socket: a signed-in user, or a visitor known only by their address. */
export type LiveOwner = { userId: string } | { visitorAddress: string };

/**
 * The sockets this instance holds: by user (each with the session token it was opened with), by
 * visitor address, and by the public topics each has subscribed to.
 */
export class LiveHub {
  private readonly sockets = new Map<string, Map<WebSocket, string>>();
  private readonly visitors = new Map<string, Set<WebSocket>>();
  private readonly topics = new Map<string, Set<WebSocket>>();
  private readonly topicsOf = new Map<WebSocket, Set<string>>();

  /** False when the user already has SOCKETS_PER_USER sockets here. */
  add(userId: string, socket: WebSocket, sessionToken = ''): boolean {
    const held = this.sockets.get(userId) ?? new Map<WebSocket, string>();
    if (held.size >= SOCKETS_PER_USER) return false;
    held.set(socket, sessionToken);
    this.sockets.set(userId, held);
    return true;
  }

  /** A socket without a session; false when its address already has VISITOR_SOCKETS_PER_ADDRESS here. */
  addVisitor(address: string, socket: WebSocket): boolean {
    const held = this.visitors.get(address) ?? new Set<WebSocket>();
    if (held.size >= VISITOR_SOCKETS_PER_ADDRESS) return false;
    held.add(socket);
    this.visitors.set(address, held);
    return true;
  }

  /** Forgets a closed socket, with its topics. */
  remove(owner: LiveOwner, socket: WebSocket): void {
    this.setTopics(socket, []);
    if ('userId' in owner) {
      const held = this.sockets.get(owner.userId);
      held?.delete(socket);
      if (held?.size === 0) this.sockets.delete(owner.userId);
    } else {
      const held = this.visitors.get(owner.visitorAddress);
      held?.delete(socket);
      if (held?.size === 0) this.visitors.delete(owner.visitorAddress);
    }
  }

  /**
   * The socket now hears exactly these topics (at most TOPICS_PER_SOCKET, already checked);
   * returns those it did not hear before.
   */
  setTopics(socket: WebSocket, topics: readonly string[]): string[] {
    const before = this.topicsOf.get(socket) ?? new Set<string>();
    const after = new Set(topics.slice(0, TOPICS_PER_SOCKET));
    for (const topic of before) {
      if (after.has(topic)) continue;
      const listeners = this.topics.get(topic);
      listeners?.delete(socket);
      if (listeners?.size === 0) this.topics.delete(topic);
    }
    const added = [...after].filter((topic) => !before.has(topic));
    for (const topic of added) this.topics.set(topic, (this.topics.get(topic) ?? new Set<WebSocket>()).add(socket));
    if (after.size > 0) this.topicsOf.set(socket, after);
    else this.topicsOf.delete(socket);
    return added;
  }

  /** Sends the notice's item to every open socket of the users it names; returns how many got it. */
  deliver(notice: LiveUserNotice): number {
    const message = JSON.stringify({ type: notice.type, id: notice.id } satisfies LiveItem);
    let sent = 0;
    for (const userId of notice.userIds) sent += sendTo(this.sockets.get(userId)?.keys() ?? [], message);
    return sent;
  }

  /** Sends the item, with its topic, to every open socket subscribed to the topic; returns how many got it. */
  deliverTopic(notice: LiveTopicNotice): number {
    const message = JSON.stringify({ type: notice.type, id: notice.id, topic: notice.topic });
    return sendTo(this.topics.get(notice.topic) ?? [], message);
  }

  /** The user's open sockets here, with the session token each was opened with. */
  socketsOf(userId: string): { socket: WebSocket; sessionToken: string }[] {
    return [...(this.sockets.get(userId) ?? [])].map(([socket, sessionToken]) => ({ socket, sessionToken }));
  }

  /** Every socket, e.g. to close them all when the instance stops or loses its notifications. */
  all(): WebSocket[] {
    return [
      ...[...this.sockets.values()].flatMap((held) => [...held.keys()]),
      ...[...this.visitors.values()].flatMap((held) => [...held]),
    ];
  }

  get size(): number {
    let count = 0;
    for (const held of this.sockets.values()) count += held.size;
    for (const held of this.visitors.values()) count += held.size;
    return count;
  }
}

function sendTo(sockets: Iterable<WebSocket>, message: string): number {
  let sent = 0;
  for (const socket of sockets) {
    if (socket.readyState !== socket.OPEN) continue;
    socket.send(message);
    sent += 1;
  }
  return sent;
}
