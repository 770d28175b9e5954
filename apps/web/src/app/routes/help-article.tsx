import { useLoaderData } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import type { helpArticleLoader } from '@/app/routes/help-article-loader';
import { HelpArticleView } from '@/features/help-center/components/help-article-view';

export default function HelpArticlePage() {
  const { article } = useLoaderData<typeof helpArticleLoader>();
  usePageTitle(`${article.title} · Help centre`);
  return (
    <PageContainer width="narrow">
      <HelpArticleView article={article} />
    </PageContainer>
  );
}
