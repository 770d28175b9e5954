import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAdminHelpArticles } from '@/features/help-center/api/get-admin-help-articles';
import { HelpAdminArticleTable } from '@/features/help-center/components/help-admin-article-table';

/** /admin/help-articles (admins): every help article, drafts included, and a way to write a new one. */
export default function AdminHelpArticlesPage() {
  usePageTitle(routeTitle('/admin/help-articles'));
  const list = useAdminHelpArticles();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Admin"
        title="Help articles"
        description="Write in Markdown, preview as visitors will see it, and publish when ready. Drafts are never shown to visitors."
        actions={
          <Button asChild>
            <Link to={paths.adminHelpArticle('new')}>
              <Plus aria-hidden="true" className="size-4" />
              New article
            </Link>
          </Button>
        }
      />
      <div className="mt-10">
        {list.isPending ? (
          <Skeleton className="h-96 rounded-2xl" />
        ) : list.isError ? (
          <Alert variant="destructive">The articles could not be loaded. {list.error.message}</Alert>
        ) : (
          <HelpAdminArticleTable list={list.data} />
        )}
      </div>
    </PageContainer>
  );
}
