import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

export default function PaymentCanceledPage() {
  usePageTitle(routeTitle('/payment-canceled'));
  return (
    <PageContainer width="narrow" className="text-center">
      <CircleX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">Payment canceled</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-muted-foreground">
        You left checkout before paying, so nothing was charged and no pledge was made. You can try again whenever you are ready.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.discover}>Back to campaigns</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.helpArticle('payment-still-processing')}>Payment help</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
