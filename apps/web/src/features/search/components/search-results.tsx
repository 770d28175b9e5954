import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Search as SearchIcon, SearchX } from 'lucide-react';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import type { CampaignSearchResult, SearchResult } from '@crowdspark/shared/contracts/search';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { useSearch } from '@/features/search/api/search';
import { CampaignResult, PersonResultItem } from '@/features/search/components/result-items';
import { hasFilters, isSearching, toSearchParams, type SearchParams } from '@/features/search/lib/search-params';

/** The URL of a search: /search?… */
export function searchUrl(params: SearchParams): string {
  const query = toSearchParams(params).toString();
  return query ? `/search?${query}` : '/search';
}

function PopularCategories() {
  return (
    <nav aria-label="Popular categories" className="mt-6">
      <h3 className="text-sm font-semibold">Popular categories</h3>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={searchUrl({ q: '', type: 'campaigns', sort: 'relevance', category: category.slug })}
              className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:bg-accent"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One campaign of the results list: `promotionId` is set on a promoted one. */
export interface CampaignEntry {
  key: string;
  campaign: CampaignListItem;
  promotionId: string | null;
}

/** The loaded pages' campaigns, each once (pages may overlap when a ranking moves). */
function organicEntries(pages: readonly CampaignSearchResult[]): CampaignEntry[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && (seen.add(item.id), true))
    .map((campaign) => ({ key: campaign.id, campaign, promotionId: null }));
}

/**
 * Results of the search in the URL: campaigns or people, pages loaded as the list's end comes into view.
 * `campaignCover` heads each campaign with its picture and `campaignAction` puts a control on it
 * (the route passes the campaigns feature's cover and the Save bookmark).
 * `arrangeCampaigns` and `renderPromoted` let the route place promoted cards among the campaigns
 * (decision 0031; a route composes that, features do not import each other).
 */
export function SearchResults({
  params,
  campaignCover,
  campaignAction,
  arrangeCampaigns = organicEntries,
  renderPromoted,
}: {
  params: SearchParams;
  campaignCover?: (campaign: CampaignListItem) => ReactNode;
  campaignAction?: (campaign: CampaignListItem) => ReactNode;
  arrangeCampaigns?: (pages: readonly CampaignSearchResult[]) => CampaignEntry[];
  renderPromoted?: (promotionId: string, card: ReactNode) => ReactNode;
}) {
  const searching = isSearching(params);
  const query = useSearch(params, { enabled: searching });

  if (!searching) {
    return (
      <EmptyState icon={SearchIcon} title="What are you looking for?">
        <p>Search for a project’s name, a word from its story, a tag, a place or a creator. Or start from a category.</p>
        <PopularCategories />
      </EmptyState>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Searching…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>The search could not be run. Check your connection and try again.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const pages: SearchResult[] = query.data.pages;
  const first = pages[0];
  const terms = first?.terms ?? [];
  const noun = params.type === 'people' ? 'people' : 'campaigns';
  const campaigns = arrangeCampaigns(pages.filter((page): page is CampaignSearchResult => page.type === 'campaigns'));
  const seen = new Set<string>();
  const people = pages
    .flatMap((page) => (page.type === 'people' ? page.items : []))
    .filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
  const count = campaigns.length + people.length;

  if (!count) {
    const didYouMean = first?.didYouMean;
    return (
      <EmptyState icon={SearchX} title={params.q ? `No ${noun} match “${params.q}”` : `No ${noun} match these filters`}>
        {didYouMean ? (
          <p>
            Did you mean{' '}
            <Link to={searchUrl({ ...params, q: didYouMean })} className="font-medium text-primary underline">
              {didYouMean}
            </Link>
            ?
          </p>
        ) : (
          <p>Try fewer or different words{hasFilters(params) ? ', or clear some filters' : ''}.</p>
        )}
        {hasFilters(params) ? (
          <p className="mt-2">
            <Link to={searchUrl({ q: params.q, type: params.type, sort: params.sort })} className="underline">
              Clear the filters
            </Link>
          </p>
        ) : null}
        <PopularCategories />
      </EmptyState>
    );
  }

  return (
    <div aria-busy={query.isFetchingNextPage}>
      {first?.correctedQuery ? (
        <p role="status" className="mb-4 text-sm">
          No {noun} matched “{params.q}”. Showing results for “<strong>{first.correctedQuery}</strong>”.
        </p>
      ) : null}
      <ul aria-label={`Matching ${noun}`} className="grid gap-4 md:grid-cols-2">
        {campaigns.map(({ key, campaign, promotionId }) => {
          const card = (
            <CampaignResult
              campaign={campaign}
              terms={terms}
              cover={campaignCover?.(campaign)}
              action={campaignAction?.(campaign)}
            />
          );
          return (
            <li key={key} className="grid">
              {promotionId && renderPromoted ? renderPromoted(promotionId, card) : card}
            </li>
          );
        })}
        {people.map((person) => (
          <li key={person.id} className="grid">
            <PersonResultItem person={person} terms={terms} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} errorText="More results could not be loaded." />
    </div>
  );
}
