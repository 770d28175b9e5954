import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import NotFoundPage from '@/app/routes/not-found';
import { useAdminHelpArticle } from '@/features/help-center/api/get-admin-help-article';
import { useAdminHelpArticles } from '@/features/help-center/api/get-admin-help-articles';
import { HelpArticleEditor } from '@/features/help-center/components/help-article-editor';

/** The address of the form for a new article (no article may take it: the id schema refuses "new"). */
const NEW = 'new';

/** /admin/help-articles/:articleId (admins): the editor; /admin/help-articles/new writes a new article. */
export default function AdminHelpArticlePage() {
  const { articleId = '' } = useParams();
  const isNew = articleId === NEW;
  const list = useAdminHelpArticles();
  const article = useAdminHelpArticle(articleId, { enabled: !isNew });
  const title = isNew ? 'New help article' : (article.data?.draft.title ?? routeTitle('/admin/help-articles/:articleId'));
  usePageTitle(`${title} · Help articles`);

  if (!isNew && article.isError && isApiError(article.error) && article.error.status === 404) return <NotFoundPage />;
  const error = list.error ?? (isNew ? null : article.error);
  const ready = list.data && (isNew || article.data);
  return (
    <PageContainer>
      <p>
        <Link
          to={paths.adminHelpArticles}
          className="inline-flex items-center gap-2 text-sm font-semibold text-link hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All help articles
        </Link>
      </p>
      <PageHeader eyebrow="Admin · Help centre" title={isNew ? 'New help article' : 'Edit help article'} className="mt-4" />
      <div className="mt-8">
        {error ? (
          <Alert variant="destructive">The article could not be loaded. {error.message}</Alert>
        ) : ready ? (
          // Keyed by the article: opening another one starts a fresh form.
          <HelpArticleEditor key={articleId} article={isNew ? null : (article.data ?? null)} categories={list.data.categories} />
        ) : (
          <Skeleton className="h-[32rem] rounded-2xl" />
        )}
      </div>
    </PageContainer>
  );
}
