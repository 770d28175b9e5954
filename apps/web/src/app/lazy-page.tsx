import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageSkeleton } from '@/components/layouts/page-skeleton';

/** A page component whose code can also be loaded ahead of its first render. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A page whose code loads on first use behind its own Suspense boundary. Each page gets a new
 * boundary, so even navigations (which React Router runs as transitions, and which would
 * otherwise keep the old page on screen) show the skeleton while the code loads.
 *
 * Once loaded (by a render or by `preload`), the page renders at once inside the same boundary.
 * A server-rendered first screen relies on that: the browser preloads the page before adopting
 * the HTML, so the page's part is adopted in the same pass as the rest. Left waiting for its code,
 * that part would be thrown away and painted again as soon as anything above it changed (the
 * session arriving, say).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPageComponent {
  let Loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Page = lazy(loadAndKeep);
  function LazyPage() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page later would
    // remount the page and lose its state.
    const [Component] = useState<ComponentType>(() => Loaded ?? Page);
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Component />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, {
    preload: async () => {
      if (!Loaded) await loadAndKeep();
    },
  });
}
