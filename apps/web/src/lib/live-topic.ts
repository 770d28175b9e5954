import { useContext, useEffect, useRef } from 'react';
import { LiveContext } from '@/lib/live';
import type { LiveItem } from '@/lib/live';
import { watchTopic, watchedTopics } from '@/lib/live-connection';

/** Runs `run` once the browser is idle (at most two seconds from now); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Hears a public topic over the tab's live connection (decision 0052), signed in or not:
 * `onItem` for each item published to it, `onSubscribed` each time the server starts sending them
 * (first and after every reconnection), when the caller reads the topic's list again to catch up
 * on what changed meanwhile. The topic is asked for once the browser is idle, so a page's first
 * screen never waits on the connection (for a visitor, the socket opens only then: the provider
 * is asked for a visitor's connection, and lets it go when no page watches a topic any more).
 * `topic` null hears nothing. The callbacks may change between renders without resubscribing.
 */
export function useLiveTopic(topic: string | null, onItem: (item: LiveItem) => void, onSubscribed: () => void): void {
  const hub = useContext(LiveContext);
  const latest = useRef({ onItem, onSubscribed });
  useEffect(() => {
    latest.current = { onItem, onSubscribed };
  });
  useEffect(() => {
    if (topic === null) return undefined;
    const stopListening = hub.subscribe({
      onItem: (item) => {
        if (item.topic !== topic) return;
        if (item.type === 'subscribed') latest.current.onSubscribed();
        else latest.current.onItem(item);
      },
    });
    let unwatch = () => undefined as void;
    const cancel = whenIdle(() => {
      unwatch = watchTopic(topic);
      hub.visitor?.(true);
    });
    return () => {
      cancel();
      unwatch();
      stopListening();
      if (watchedTopics().length === 0) hub.visitor?.(false);
    };
  }, [hub, topic]);
}
