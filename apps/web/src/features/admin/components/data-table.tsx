import type { ReactNode } from 'react';
import { LoadMore, type PagedQuery } from '@/components/ui/load-more';

/**
 * A list's table: native <table> semantics (headers announced per cell), scrollable on phones in a
 * focusable region so keyboards can scroll it too; every action in a row is a real link or button.
 */
export function DataTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {head.map((name) => (
              <th key={name} scope="col" className="px-3 py-2 font-semibold">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-top';

interface ListStateQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** Loading, error and `empty` for a list; its rows (children) once it has some. */
export function ListState({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: ListStateQuery;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error?.message ?? 'The list could not be loaded.'}
      </p>
    );
  if (isEmpty) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <>{children}</>;
}

/** A ListState with "load more" after a paged list's rows. */
export function PagedList({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: ListStateQuery & PagedQuery;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  return (
    <ListState query={query} isEmpty={isEmpty} empty={empty}>
      {children}
      <LoadMore query={query} errorText="More rows could not be loaded." />
    </ListState>
  );
}

export function StatusBadge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'good' | 'warn' | 'bad' }) {
  const tones = {
    neutral: 'bg-muted text-foreground',
    good: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
    warn: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  };
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
