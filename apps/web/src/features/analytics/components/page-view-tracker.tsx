import { usePageViewTracking } from '@/features/analytics/hooks/use-page-view-tracking';

/** Mounted once in the root route; renders nothing. */
export function PageViewTracker() {
  usePageViewTracking();
  return null;
}
