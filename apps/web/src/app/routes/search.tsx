import { useSearchParams } from 'react-router';
import type { CampaignListItem } from '@crowdspark/shared/contracts/campaign-listings';
import { PageContainer } from '@/components/layouts/page-container';
import { HeaderSearch } from '@/components/layouts/header-search';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { SearchFilters } from '@/features/search/components/search-filters';
import { SearchResults } from '@/features/search/components/search-results';
import { renderCampaignSaveAction } from '@/app/savable-campaign-card';
import { CampaignCover } from '@/features/campaigns/components/campaign-cover';
import { usePromotedSearchResults } from '@/app/promoted-search-results';
import { fromUrl, toSearchParams, type SearchParams } from '@/features/search/lib/search-params';

/**
 * A result's cover, as Discover's cards show it (the campaigns feature's picture, composed here:
 * features do not import each other). Named by the campaign's title: in a list of results the
 * picture is how many people recognise the campaign they were looking for.
 */
function renderSearchCover(campaign: CampaignListItem) {
  return (
    <CampaignCover
      url={campaign.coverUrl}
      variants={campaign.coverVariants}
      sizes="(min-width: 768px) 50vw, 100vw"
      alt={campaign.coverUrl ? `${campaign.title ?? 'Untitled campaign'}: cover picture` : ''}
    />
  );
}

/** /search: the query, type, filters and sort live in the URL (shareable; back returns to the previous search). */
export default function SearchPage() {
  const [urlParams, setUrlParams] = useSearchParams();
  const params = fromUrl(urlParams);
  usePageTitle(params.q ? `Search: ${params.q}` : routeTitle('/search'));
  const update = (next: SearchParams) => setUrlParams(toSearchParams(next));
  const promoted = usePromotedSearchResults(params);
  return (
    <PageContainer>
      <PageHeader
        title={params.q ? <>Results for “{params.q}”</> : 'Search'}
        description="Search campaigns by title, story, tags, place and creator, and find people by name or username."
      />
      {/* On small screens the header search sits in the menu; offer it here as well. */}
      <HeaderSearch className="mt-6 max-w-xl lg:hidden" />
      <div role="group" aria-label="Search for" className="mt-6 flex gap-2">
        {(['campaigns', 'people'] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={params.type === type}
            onClick={() => update({ ...params, type })}
            className="rounded-full border border-border px-4 py-1.5 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {type === 'campaigns' ? 'Campaigns' : 'People'}
          </button>
        ))}
      </div>
      {params.type === 'campaigns' ? (
        <div className="mt-6">
          <SearchFilters params={params} onChange={update} />
        </div>
      ) : null}
      <section aria-label="Results" className="mt-8">
        <SearchResults
          params={params}
          campaignCover={renderSearchCover}
          campaignAction={renderCampaignSaveAction}
          arrangeCampaigns={promoted.arrangeCampaigns}
          renderPromoted={promoted.renderPromoted}
        />
      </section>
    </PageContainer>
  );
}
