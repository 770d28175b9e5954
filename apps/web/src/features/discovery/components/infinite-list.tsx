import type { ReactNode } from 'react';
import { LoadMore, type PagedQuery } from '@/components/ui/load-more';

interface InfiniteListProps<T extends { id: string }> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  label: string;
  query: PagedQuery;
}

/**
 * A cursor-paged list that loads the next page when its end scrolls into view (LoadMore). The same campaign is shown once even if the ranking moved between pages
 * (decision 0021: trending may reorder when its score is refreshed).
 */
export function InfiniteList<T extends { id: string }>({ items, renderItem, label, query }: InfiniteListProps<T>) {
  const seen = new Set<string>();
  const unique = items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  return (
    <div aria-busy={query.isFetchingNextPage}>
      <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {unique.map((item) => (
          <li key={item.id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <LoadMore query={query} errorText="More campaigns could not be loaded." />
    </div>
  );
}
