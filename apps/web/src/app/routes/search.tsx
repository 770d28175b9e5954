import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { HeaderSearch } from '@/components/layouts/header-search';
import { PageHeader } from '@/components/layouts/page-header';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { SearchFilters } from '@/features/search/components/search-filters';
import { SearchResults } from '@/features/search/components/search-results';
import { renderCampaignSaveAction } from '@/app/savable-campaign-card';
import { usePromotedSearchResults } from '@/app/promoted-search-results';
import { fromUrl, toSearchParams, type SearchParams } from '@/features/search/lib/search-params';

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
          campaignAction={renderCampaignSaveAction}
          arrangeCampaigns={promoted.arrangeCampaigns}
          renderPromoted={promoted.renderPromoted}
        />
      </section>
    </PageContainer>
  );
}
