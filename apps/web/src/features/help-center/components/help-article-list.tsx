import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/page-blocks';
import { paths } from '@/config/paths';
import { useHelpCentre } from '@/features/help-center/api/get-help-centre';
import { useHelpSearch } from '@/features/help-center/api/search-help';
import { HelpArticleLinkList } from '@/features/help-center/components/help-article-link-list';
import { useDebouncedValue } from '@/features/help-center/hooks/use-debounced-value';

const SEARCH_DELAY_MS = 250;

/**
 * The help centre's front page: a search box (full text on the server, as the visitor pauses
 * typing) over every published article, grouped by category when nothing is typed.
 */
export function HelpArticleList() {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // The page arrives server-rendered: words typed into the field before its code ran are in the
  // field but not in state, so they are taken over once, on hydration, instead of being ignored.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setQuery(typed);
  }, []);
  const settled = useDebouncedValue(query, SEARCH_DELAY_MS).trim();
  const centre = useHelpCentre();
  const search = useHelpSearch(settled);
  const articleCount = centre.data?.categories.reduce((sum, category) => sum + category.articles.length, 0) ?? 0;

  let status = '';
  if (settled && search.data?.query.trim() === settled) {
    const n = search.data.results.length;
    const matches = n === 1 ? 'article matches' : 'articles match';
    const { correctedQuery } = search.data;
    status = correctedQuery
      ? `No article matched “${settled}”. ${n} ${matches} “${correctedQuery}”.`
      : `${n} ${matches} “${settled}”.`;
  } else if (settled) status = 'Searching…';
  else if (centre.data) status = `${articleCount} articles in ${centre.data.categories.length} categories.`;

  return (
    <div className="grid gap-10">
      <form role="search" className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="text-sm font-medium">
          Search help articles
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          className="mt-2"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="For example: refund, fees, password"
          maxLength={200}
        />
        <p className="mt-2 text-sm text-muted-foreground" role="status" aria-live="polite">
          {status}
        </p>
      </form>

      {settled ? (
        search.isError ? (
          <Alert variant="destructive">The search failed. {search.error.message}</Alert>
        ) : search.data && search.data.results.length === 0 && search.data.query.trim() === settled ? (
          <EmptyState icon={SearchX} title="No articles match your search">
            Try a shorter or different word, or{' '}
            <Link to={paths.contact} className="font-medium text-link underline underline-offset-2">
              contact our support team
            </Link>
            .
          </EmptyState>
        ) : search.data ? (
          <section aria-labelledby="help-search-results">
            <h2 id="help-search-results" className="text-lg font-semibold tracking-tight">
              Search results
            </h2>
            <HelpArticleLinkList articles={search.data.results} />
          </section>
        ) : null
      ) : centre.isPending ? (
        <div className="grid gap-10 lg:grid-cols-2" data-skeleton>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : centre.isError ? (
        <RetryAlert onRetry={() => void centre.refetch()}>The help centre could not be loaded. {centre.error.message}</RetryAlert>
      ) : (
        <div className="grid gap-10 lg:grid-cols-2">
          {centre.data.categories
            .filter((category) => category.articles.length > 0)
            .map((category) => (
              <section key={category.id} aria-labelledby={`help-category-${category.id}`}>
                <h2 id={`help-category-${category.id}`} className="text-lg font-semibold tracking-tight">
                  {category.title}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{category.description}</p>
                <HelpArticleLinkList articles={category.articles} />
              </section>
            ))}
        </div>
      )}
    </div>
  );
}
