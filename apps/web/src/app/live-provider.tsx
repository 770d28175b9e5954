import { useEffect, useState, type ReactNode } from 'react';
import { LiveContext, createLiveHub } from '@/lib/live';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Keeps one live connection per tab while someone is signed in (decision 0027), or while a page
 * watches a public topic (decision 0052: a campaign's comments, for visitors too; the topics are
 * kept by `lib/live-connection.ts`), and hands its items to the features that listen
 * (`useLiveItems` in lib/live.ts, `useLiveTopic`). The connection's code loads only then, so it
 * costs first screens nothing. Signing in or out opens a new one (a socket is a user's or a
 * visitor's from its start).
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [visitor, setVisitor] = useState(false);
  const [hub] = useState(() => ({ ...createLiveHub(), visitor: setVisitor }));
  // Whose socket: the user's id, '' for a visitor's, null for none.
  const who = user ? user.id : visitor ? '' : null;

  useEffect(() => {
    if (who === null || typeof WebSocket === 'undefined') return undefined;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void import('@/lib/live-connection').then(({ LiveConnection, liveUrl }) => {
      if (stopped) return;
      const connection = new LiveConnection({
        url: liveUrl(window.location),
        onItem: hub.emitItem,
        onReady: hub.emitReady,
      });
      connection.start();
      stop = () => connection.stop();
    });
    return () => stop();
  }, [who, hub]);

  return <LiveContext.Provider value={hub}>{children}</LiveContext.Provider>;
}
