import { useEffect, useState, type ReactNode } from 'react';
import { LiveContext, createLiveHub } from '@/lib/live';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Keeps one live connection per tab while someone is signed in (decision 0027), and hands its
 * items to the features that listen (`useLiveItems` in lib/live.ts). The connection's code loads
 * only once a user is known, so it costs signed-out first screens nothing. Signing out (or another
 * user signing in) closes it.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [hub] = useState(createLiveHub);

  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return undefined;
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
  }, [userId, hub]);

  return <LiveContext.Provider value={hub}>{children}</LiveContext.Provider>;
}
