import { Link } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { HelpArticleList } from '@/features/help-center/components/help-article-list';

export default function HelpCenterPage() {
  usePageTitle(routeTitle('/help-center'));
  return (
    <PageContainer>
      <PageHeader
        title="Help centre"
        description={
          <>
            Answers about backing, creating, payments and your account. Can’t find what you need?{' '}
            <Link to={paths.contact} className="font-medium text-link underline underline-offset-2">
              Contact us
            </Link>
            .
          </>
        }
      />
      <div className="mt-10">
        <HelpArticleList />
      </div>
    </PageContainer>
  );
}
