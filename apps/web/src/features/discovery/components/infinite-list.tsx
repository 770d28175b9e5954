import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface InfiniteListProps<T extends { id: string }> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  label: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
}

/**
 * A cursor-paged list that loads the next page when its end scrolls into view
 * (IntersectionObserver), with a "Load more" button for keyboards, screen readers and browsers
 * without the observer. The same campaign is shown once even if the ranking moved between pages
 * (decision 0021: trending may reorder when its score is refreshed).
 */
export function InfiniteList<T extends { id: string }>(props: InfiniteListProps<T>) {
  const { items, renderItem, label, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, fetchNextPage]);
  const seen = new Set<string>();
  const unique = items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  return (
    <div aria-busy={isFetchingNextPage}>
      <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {unique.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={fetchNextPage} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm text-destructive dark:text-red-300">
          More campaigns could not be loaded. Try again.
        </p>
      ) : null}
    </div>
  );
}
