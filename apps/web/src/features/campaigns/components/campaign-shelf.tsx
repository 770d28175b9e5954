import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { CampaignSort } from '@crowdspark/shared/contracts/campaigns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';
import { useCampaignList } from '@/features/campaigns/api/list-campaigns';
import { CampaignCard } from '@/features/campaigns/components/campaign-card';

interface CampaignShelfProps {
  id: string;
  title: string;
  description: string;
  sort: CampaignSort;
  emptyIcon: LucideIcon;
  pageSize?: number;
  /** Grid columns at the widest size. */
  columns?: 2 | 3;
}

export function CampaignCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card" data-testid="campaign-card-skeleton">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-2 w-full" />
      </div>
    </div>
  );
}

/** A listing shelf (newest, ending soon, most funded) with skeletons and "Load more" by cursor. */
export function CampaignShelf({ id, title, description, sort, emptyIcon, pageSize = 6, columns = 3 }: CampaignShelfProps) {
  const query = useCampaignList({ sort, limit: pageSize });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Phones: one row that scrolls sideways with snap points (each card's link is a tab stop, and
  // focusing it scrolls it into view); from the sm breakpoint up, the usual grid.
  const grid = cn(
    '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3',
    'sm:mx-0 sm:grid sm:snap-none sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 sm:grid-cols-2',
    columns === 3 && 'lg:grid-cols-3',
  );
  const cell = 'grid w-[82%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';
  return (
    <section aria-labelledby={id} aria-busy={query.isPending || query.isFetchingNextPage}>
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-muted-foreground">{description}</p>
      {query.isPending ? (
        <div className={`mt-5 ${grid}`}>
          {Array.from({ length: Math.min(pageSize, columns) }, (_, i) => (
            <div key={i} className={cell}>
              <CampaignCardSkeleton />
            </div>
          ))}
        </div>
      ) : query.isError && items.length === 0 ? (
        <Alert variant="destructive" className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <span>These campaigns could not be loaded.</span>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={emptyIcon}
          title="No live campaigns yet — start the first one"
          headingLevel={3}
          className="mt-5"
          actions={
            <Button asChild variant="soft">
              <Link to={paths.startCampaign}>Start a campaign</Link>
            </Button>
          }
        >
          Campaigns appear here as soon as creators launch them.
        </EmptyState>
      ) : (
        <>
          <ul className={`mt-5 ${grid}`}>
            {items.map((campaign) => (
              <li key={campaign.id} className={cell}>
                <CampaignCard campaign={campaign} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className="mt-3 text-center text-sm text-destructive dark:text-red-300">
              More campaigns could not be loaded. Try again.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
