import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { RetryAlert } from '@/components/ui/page-blocks';
import { InfiniteList } from '@/features/discovery/components/infinite-list';

type Pages = readonly { items: CampaignListItem[] }[];

export interface PagedCampaignListProps<T extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: CampaignListItem[] }>>;
  /**
   * Turns the loaded pages into the list's items, e.g. the feed's route places promoted cards among
   * them (a route composes that: features do not import each other). Default: the campaigns.
   */
  arrange?: (pages: Pages) => T[];
  renderItem: (item: T) => ReactNode;
  label: string;
  /** Said when the first page fails, e.g. "The feed could not be loaded." */
  errorText: string;
  /** Shown when the list has no campaign. */
  empty: ReactNode;
}

/** A paged list of campaigns with its loading, failed (with "Try again") and empty states: /discover's lists and /feed. */
export function PagedCampaignList<T extends { id: string } = CampaignListItem>({
  query,
  arrange,
  renderItem,
  label,
  errorText,
  empty,
}: PagedCampaignListProps<T>) {
  const pages = query.data?.pages ?? [];
  const items: T[] = arrange ? arrange(pages) : (pages.flatMap((page) => page.items) as unknown as T[]);
  if (query.isPending)
    return (
      <p aria-busy="true" className="text-muted-foreground">
        Loading campaigns…
      </p>
    );
  if (query.isError && items.length === 0) return <RetryAlert onRetry={() => void query.refetch()}>{errorText}</RetryAlert>;
  if (items.length === 0) return <>{empty}</>;
  return <InfiniteList items={items} renderItem={renderItem} label={label} query={query} />;
}
