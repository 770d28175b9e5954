import { useParams } from 'react-router';
import { RetryAlert } from '@/components/ui/page-blocks';
import { PageContainer } from '@/components/layouts/page-container';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import NotFoundPage from '@/app/routes/not-found';
import { useHelpArticle } from '@/features/help-center/api/get-help-article';
import { HelpArticleView } from '@/features/help-center/components/help-article-view';

/**
 * /help-center/:articleId: a published article from the server. The server already answered this
 * URL with the article's title and link-preview tags, or 404 for a draft or unknown id
 * (server: modules/help-center/page.ts); the page shows the site's not-found page then.
 */
export default function HelpArticlePage() {
  const { articleId = '' } = useParams();
  const query = useHelpArticle(articleId);
  usePageTitle(query.data ? `${query.data.article.title} · Help centre` : routeTitle('/help-center/:articleId'));

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  return (
    <PageContainer width="narrow">
      {query.isPending ? (
        <h1 className="text-3xl font-bold tracking-tight">Loading the article…</h1>
      ) : query.isError ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Help article</h1>
          <RetryAlert className="mt-6" onRetry={() => void query.refetch()}>
            The article could not be loaded. {query.error.message}
          </RetryAlert>
        </>
      ) : (
        <HelpArticleView page={query.data} />
      )}
    </PageContainer>
  );
}
