import { lazy, Suspense, type ComponentType } from 'react';
import { PageSkeleton } from '@/components/layouts/page-skeleton';

/**
 * A page whose code loads on first use behind its own Suspense boundary. Each page gets a new
 * boundary, so even navigations (which React Router runs as transitions, and which would
 * otherwise keep the old page on screen) show the skeleton while the code loads.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
