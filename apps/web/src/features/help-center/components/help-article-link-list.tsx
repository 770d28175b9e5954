import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { HelpArticleSummary } from '@crowdspark/shared/contracts/help-center';
import { paths } from '@/config/paths';

/** Articles as a bordered list of links, each with its summary (and, in search results, its category). */
export function HelpArticleLinkList({ articles }: { articles: readonly (HelpArticleSummary & { categoryTitle?: string })[] }) {
  return (
    <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
      {articles.map((article) => (
        <li key={article.id}>
          <Link
            to={paths.helpArticle(article.id)}
            className="group flex items-center gap-4 rounded-2xl px-5 py-4 hover:bg-muted/60"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-foreground group-hover:underline">{article.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">
                {article.categoryTitle ? `${article.categoryTitle} · ` : ''}
                {article.summary}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
