import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a page's code loads (every page is lazy: docs/product-rules.md#lazy-pages). */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
      data-testid="page-skeleton"
      data-skeleton=""
    >
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-5 w-5/6 max-w-xl" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-2xl border border-border p-5">
            <Skeleton className="aspect-video w-full rounded-xl" />
            <Skeleton className="mt-4 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
