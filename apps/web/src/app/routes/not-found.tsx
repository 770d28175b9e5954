import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageContainer width="narrow" className="py-20 text-center sm:py-28">
      <Compass aria-hidden="true" className="mx-auto size-12 text-link" />
      <p className="mt-6 text-sm font-semibold text-link">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg leading-8 text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.helpCenter}>Visit the help centre</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
