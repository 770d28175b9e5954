import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

interface CampaignSectionProps<T extends { id: string }> {
  id: string;
  title: string;
  description: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  items: readonly T[] | undefined;
  /** The section's data is still coming (skeletons) or failed (a retry). */
  status: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  renderItem: (item: T) => ReactNode;
  /** The full list ("See all"), e.g. /discover?list=trending. */
  seeAllHref?: string;
}

/**
 * One shelf of /discover or home: a heading, a row of cards and a "See all" link to the full list.
 * The row is a labelled region that scrolls sideways with snap points on phones (a 360 px screen
 * shows a card and a half, so it reads as a row, not a stack) and becomes a grid from the sm size.
 */
export function CampaignSection<T extends { id: string }>(props: CampaignSectionProps<T>) {
  const { id, title, description, emptyIcon, emptyText, items, status, onRetry, renderItem, seeAllHref } = props;
  const row =
    'mt-5 -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';
  const cell = 'grid w-[78%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';
  return (
    <section aria-labelledby={id} aria-busy={status === 'pending'}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {seeAllHref && items && items.length > 0 ? (
          <Link
            to={seeAllHref}
            aria-label={`See all ${title.toLowerCase()}`}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-link hover:underline"
          >
            See all
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {status === 'pending' ? (
        <div className={row}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={cell}>
              <Skeleton className="aspect-video w-full" />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <Alert variant="destructive" className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <span>These campaigns could not be loaded.</span>
          {onRetry ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : !items || items.length === 0 ? (
        <EmptyState icon={emptyIcon} title={emptyText} headingLevel={3} className="mt-5" />
      ) : (
        // A keyboard user reaches every card by Tab; focus scrolls the row.
        <ul className={row} aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className={cell}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
