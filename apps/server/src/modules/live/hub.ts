import type { WebSocket } from 'ws';
import type { LiveItem, LiveNotice } from './channel.js';

/** Open sockets per user on one instance; more are refused (a runaway tab must not hold memory). */
export const SOCKETS_PER_USER = 10;

/** The sockets this instance holds, by user, each with the session token it was opened with. */
export class LiveHub {
  private readonly sockets = new Map<string, Map<WebSocket, string>>();

  /** False when the user already has SOCKETS_PER_USER sockets here. */
  add(userId: string, socket: WebSocket, sessionToken = ''): boolean {
    const held = this.sockets.get(userId) ?? new Map<WebSocket, string>();
    if (held.size >= SOCKETS_PER_USER) return false;
    held.set(socket, sessionToken);
    this.sockets.set(userId, held);
    return true;
  }

  remove(userId: string, socket: WebSocket): void {
    const held = this.sockets.get(userId);
    if (!held) return;
    held.delete(socket);
    if (held.size === 0) this.sockets.delete(userId);
  }

  /** Sends the notice's item to every open socket of the users it names; returns how many got it. */
  deliver(notice: LiveNotice): number {
    const message = JSON.stringify({ type: notice.type, id: notice.id } satisfies LiveItem);
    let sent = 0;
    for (const userId of notice.userIds) {
      for (const socket of this.sockets.get(userId)?.keys() ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        socket.send(message);
        sent += 1;
      }
    }
    return sent;
  }

  /** The user's open sockets here, with the session token each was opened with. */
  socketsOf(userId: string): { socket: WebSocket; sessionToken: string }[] {
    return [...(this.sockets.get(userId) ?? [])].map(([socket, sessionToken]) => ({ socket, sessionToken }));
  }

  /** Every socket, e.g. to close them all when the instance stops or loses its notifications. */
  all(): WebSocket[] {
    return [...this.sockets.values()].flatMap((held) => [...held.keys()]);
  }

  get size(): number {
    let count = 0;
    for (const held of this.sockets.values()) count += held.size;
    return count;
  }
}
