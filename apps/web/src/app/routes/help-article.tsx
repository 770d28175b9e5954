import { useLoaderData } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import type { helpArticleLoader } from '@/app/routes/help-article-loader';
import NotFoundPage from '@/app/routes/not-found';
import { HelpArticleView } from '@/features/help-center/components/help-article-view';
import type { HelpArticle } from '@/features/help-center/content/help-types';

export default function HelpArticlePage() {
  const { article } = useLoaderData<typeof helpArticleLoader>();
  if (!article) return <NotFoundPage />;
  return <HelpArticleFound article={article} />;
}

function HelpArticleFound({ article }: { article: HelpArticle }) {
  usePageTitle(`${article.title} · Help centre`);
  return (
    <PageContainer width="narrow">
      <HelpArticleView article={article} />
    </PageContainer>
  );
}
