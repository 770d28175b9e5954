import type { WebSocket } from 'ws';
import type { LiveItem, LiveNotice } from './channel.js';

/** Open sockets per user on one instance; more are refused (a runaway tab must not hold memory). */
export const SOCKETS_PER_USER = 10;

/** The sockets this instance holds, by user, and delivery of a notice to those it names. */
export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  /** False when the user already has SOCKETS_PER_USER sockets here. */
  add(userId: string, socket: WebSocket): boolean {
    const held = this.sockets.get(userId) ?? new Set<WebSocket>();
    if (held.size >= SOCKETS_PER_USER) return false;
    held.add(socket);
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
      for (const socket of this.sockets.get(userId) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        socket.send(message);
        sent += 1;
      }
    }
    return sent;
  }

  /** Every socket, e.g. to close them all when the instance stops or loses its notifications. */
  all(): WebSocket[] {
    return [...this.sockets.values()].flatMap((held) => [...held]);
  }

  get size(): number {
    let count = 0;
    for (const held of this.sockets.values()) count += held.size;
    return count;
  }
}
