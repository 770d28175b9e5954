import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { HelpArticlePage } from '@crowdspark/shared/contracts/help-center';
import { paths } from '@/config/paths';
import { HelpfulVote } from '@/features/help-center/components/helpful-vote';

export function HelpArticleView({ page }: { page: HelpArticlePage }) {
  const { article, related, votes } = page;
  return (
    <article>
      <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-x-2 text-sm">
        <Link to={paths.helpCenter} className="inline-flex items-center gap-1.5 font-medium text-link hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Help centre
        </Link>
        <span className="text-muted-foreground">
          <span aria-hidden="true">· </span>
          {article.categoryTitle}
        </span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-lg leading-7 text-muted-foreground">{article.summary}</p>
      <div
        className="prose-page mt-8"
        // Markdown rendered and sanitised by the server with the story allow-list (server: content/rich-text.ts).
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
      <HelpfulVote articleId={article.id} votes={votes} />
      {related.length > 0 ? (
        <aside aria-labelledby="related-articles" className="mt-12 border-t border-border pt-8">
          <h2 id="related-articles" className="text-lg font-semibold tracking-tight">
            Related articles
          </h2>
          <ul className="mt-3 grid gap-2">
            {related.map((other) => (
              <li key={other.id}>
                <Link to={paths.helpArticle(other.id)} className="font-medium text-link hover:underline">
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <p className="mt-10 rounded-xl bg-muted px-5 py-4 text-sm text-muted-foreground">
        Still need help?{' '}
        <Link to={paths.contact} className="font-medium text-link underline underline-offset-2">
          Contact our support team
        </Link>{' '}
        and we will reply within two business days.
      </p>
    </article>
  );
}
