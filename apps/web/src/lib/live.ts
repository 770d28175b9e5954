import { createContext, useContext, useEffect, useRef } from 'react';
import type { LiveItem } from '@/lib/live-connection';

export type { LiveItem } from '@/lib/live-connection';

/**
 * What a feature hears from the one live connection of this tab (decision 0027): pushed items
 * (`{type, id}`, ids only) and "ready" after every (re)connection, when the feature reads its
 * lists again so that anything pushed while the connection was down is caught up.
 */
export interface LiveListener {
  onItem?: (item: LiveItem) => void;
  onReady?: () => void;
}

export interface LiveHub {
  subscribe(listener: LiveListener): () => void;
  /**
   * Set by the live provider: a page watching a public topic (decision 0052, `lib/live-topic.ts`)
   * asks for a connection with `true` even when nobody is signed in, and lets it go with `false`.
   */
  visitor?: (on: boolean) => void;
}

/** A hub that the live provider feeds: `emitItem` and `emitReady` reach every subscriber. */
export function createLiveHub(): LiveHub & { emitItem: (item: LiveItem) => void; emitReady: () => void } {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emitItem: (item) => listeners.forEach((listener) => listener.onItem?.(item)),
    emitReady: () => listeners.forEach((listener) => listener.onReady?.()),
  };
}

/** Without a provider (signed out, server render, unit tests) nothing is ever pushed. */
const silentHub: LiveHub = { subscribe: () => () => undefined };

export const LiveContext = createContext<LiveHub>(silentHub);

/**
 * Calls `onItem` for pushed items whose type is in `types`, and `onReady` after each connection.
 * The callbacks may change between renders without resubscribing.
 */
export function useLiveItems(types: readonly string[], onItem: (item: LiveItem) => void, onReady?: () => void): void {
  const hub = useContext(LiveContext);
  const latest = useRef({ onItem, onReady });
  useEffect(() => {
    latest.current = { onItem, onReady };
  });
  const key = types.join(' ');
  useEffect(() => {
    const wanted = new Set(key.split(' '));
    return hub.subscribe({
      onItem: (item) => {
        if (wanted.has(item.type)) latest.current.onItem(item);
      },
      onReady: () => latest.current.onReady?.(),
    });
  }, [hub, key]);
}
