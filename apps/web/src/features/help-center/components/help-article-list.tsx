import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { HELP_ARTICLES } from '@/features/help-center/content/help-articles';
import { HELP_CATEGORIES } from '@/features/help-center/content/help-categories';
import { filterHelpArticles } from '@/features/help-center/lib/filter-articles';

/** All articles grouped by category, narrowed as the visitor types. */
export function HelpArticleList() {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = filterHelpArticles(HELP_ARTICLES, deferredQuery);
  const trimmed = deferredQuery.trim();

  return (
    <div className="grid gap-10">
      <div className="max-w-xl">
        <label htmlFor={inputId} className="text-sm font-medium">
          Filter articles
        </label>
        <Input
          id={inputId}
          type="search"
          className="mt-2"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="For example: refund, fees, password"
        />
        <p className="mt-2 text-sm text-muted-foreground" role="status" aria-live="polite">
          {trimmed
            ? `${matches.length} ${matches.length === 1 ? 'article matches' : 'articles match'} “${trimmed}”.`
            : `${HELP_ARTICLES.length} articles in ${HELP_CATEGORIES.length} categories.`}
        </p>
      </div>

      {matches.length === 0 ? (
        <EmptyState icon={SearchX} title="No articles match your search">
          Try a shorter or different word, or{' '}
          <Link to={paths.contact} className="font-medium text-link underline underline-offset-2">
            contact our support team
          </Link>
          .
        </EmptyState>
      ) : (
        <div className="grid gap-10 lg:grid-cols-2">
          {HELP_CATEGORIES.map((category) => {
            const inCategory = matches.filter((article) => article.category === category.id);
            if (inCategory.length === 0) return null;
            return (
              <section key={category.id} aria-labelledby={`help-category-${category.id}`}>
                <h2 id={`help-category-${category.id}`} className="text-lg font-semibold tracking-tight">
                  {category.title}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{category.description}</p>
                <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
                  {inCategory.map((article) => (
                    <li key={article.id}>
                      <Link
                        to={paths.helpArticle(article.id)}
                        className="group flex items-center gap-4 rounded-2xl px-5 py-4 hover:bg-muted/60"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium text-foreground group-hover:underline">{article.title}</span>
                          <span className="mt-1 block text-sm text-muted-foreground">{article.summary}</span>
                        </span>
                        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
