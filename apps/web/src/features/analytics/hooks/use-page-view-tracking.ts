import { useEffect, useRef } from 'react';
import { subscribeToShownPages } from '@/lib/page-events';
import { useSendPageView } from '@/features/analytics/api/send-page-view';
import { useClientConfig } from '@/features/analytics/api/get-client-config';
import { loadGtag, sendGtagPageView } from '@/features/analytics/lib/gtag';
import { getAnalyticsSessionId } from '@/features/analytics/lib/session-id';

/**
 * Sends a first-party page view for every page shown (after its title is set) and, when the
 * server configured a Google tag, a gtag page_path/page_title config call as well.
 */
export function usePageViewTracking(): void {
  const { mutate: sendPageView } = useSendPageView();
  const { data: config } = useClientConfig();
  const gtagId = config?.gtagId ?? null;
  const lastPath = useRef<string | undefined>(undefined);
  const lastGtagPath = useRef<string | undefined>(undefined);

  useEffect(
    () =>
      subscribeToShownPages((page) => {
        // The same page announced twice (a title update, StrictMode) is one view.
        if (page.path === lastPath.current) return;
        const referrer = lastPath.current === undefined ? document.referrer : `${window.location.origin}${lastPath.current}`;
        lastPath.current = page.path;
        // The one query parameter sent: where a campaign link was shared (creator stats' UTM sources).
        const utmSource = new URLSearchParams(window.location.search).get('utm_source')?.trim().slice(0, 100);
        sendPageView({
          path: page.path,
          title: page.title,
          sessionId: getAnalyticsSessionId(),
          ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
          ...(utmSource ? { utmSource } : {}),
        });
      }),
    [sendPageView],
  );

  useEffect(() => {
    if (!gtagId) return undefined;
    loadGtag(gtagId);
    return subscribeToShownPages((page) => {
      if (page.path === lastGtagPath.current) return;
      lastGtagPath.current = page.path;
      sendGtagPageView(gtagId, page);
    });
  }, [gtagId]);
}
