import { Link, useSearchParams } from 'react-router';
import { SearchX, Search as SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/layouts/page-container';
import { HeaderSearch } from '@/components/layouts/header-search';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  usePageTitle(query ? `Search: ${query}` : routeTitle('/search'));
  return (
    <PageContainer>
      <PageHeader
        title={query ? <>Results for “{query}”</> : 'Search'}
        description="Search campaigns by title, story and tags, and find people by name or username."
      />
      {/* On small screens the header search sits in the menu; offer it here as well. */}
      <HeaderSearch className="mt-6 max-w-xl lg:hidden" />
      <div className="mt-10">
        {query ? (
          <EmptyState
            icon={SearchX}
            title={`No campaigns or people match “${query}”`}
            actions={
              <Button asChild variant="secondary">
                <Link to={paths.discover}>Browse categories</Link>
              </Button>
            }
          >
            <p>
              No campaigns have launched yet, so there is nothing to match. Search covers every campaign and profile as soon as
              they exist.
            </p>
          </EmptyState>
        ) : (
          <EmptyState icon={SearchIcon} title="What are you looking for?">
            <p>
              Type a word in the search box at the top of the page, for example a project name, a category such as “board games”
              or a creator’s username.
            </p>
          </EmptyState>
        )}
      </div>
    </PageContainer>
  );
}
