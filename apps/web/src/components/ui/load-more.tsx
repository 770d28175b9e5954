import { useEffect, useRef } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** The part of an infinite query (or a list that wraps one) that paging needs. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface LoadMoreProps {
  query: PagedQuery;
  /** Said when a next page failed, e.g. "More campaigns could not be loaded." */
  errorText: string;
}

/**
 * The end of a cursor-paged list: the next page loads as this comes into view (400 px ahead,
 * IntersectionObserver), and a "Load more" button does the same for keyboards, screen readers and
 * browsers without the observer. After a failed page it waits for the button instead of retrying
 * on every scroll.
 */
export function LoadMore({ query, errorText }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, fetchNextPage]);
  return (
    <>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm text-destructive dark:text-red-300">
          {errorText} Try again.
        </p>
      ) : null}
    </>
  );
}

interface NextPageButtonProps {
  query: Pick<PagedQuery, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  variant: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className: string;
  /** The button's words, and what it says while the page loads: "Load more" and "Loading…" unless said otherwise. */
  label?: string;
  busyLabel?: string;
}

/** A button that fetches a paged list's next page, shown while there is one (no loading on scroll). */
export function NextPageButton({
  query,
  variant,
  size,
  className,
  label = 'Load more',
  busyLabel = 'Loading…',
}: NextPageButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? busyLabel : label}
    </Button>
  );
}
