import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { paths } from '@/config/paths';
import { formatDocumentTitle } from '@/config/site';
import { errorMessage } from '@/lib/app-error';
import { reportError } from '@/lib/error-reporter';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

function describe(error: unknown): { status: number | undefined; statusText: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    const message = typeof body === 'string' ? body : errorMessage(body);
    return { status: error.status, statusText: error.statusText, message };
  }
  return { status: undefined, statusText: '', message: errorMessage(error) };
}

/**
 * The router's error page (root errorElement, docs/product-rules.md#router-error-page). It renders without the site layout,
 * which may be what failed, and keeps only the brand and ways out.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { status, statusText, message } = describe(error);

  useEffect(() => {
    document.title = formatDocumentTitle(ROUTE_ERROR_TITLE);
    // Route error responses (404 and the like) are answers, not faults; crashes are reported.
    if (!isRouteErrorResponse(error)) reportError(error, 'router');
  }, [error]);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <BrandLogo />
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-2xl flex-1 px-4 py-16 sm:py-24">
        <TriangleAlert aria-hidden="true" className="size-10 text-destructive dark:text-red-300" />
        <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">{ROUTE_ERROR_TITLE}</h1>
        {status !== undefined ? (
          <p className="mt-4 text-lg font-semibold" data-testid="route-error-status">
            {status}
            {statusText ? ` ${statusText}` : ''}
          </p>
        ) : null}
        <p className="mt-2 text-lg leading-8 break-words text-muted-foreground" data-testid="route-error-message">
          {message}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.home}>Go to the home page</Link>
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </div>
      </main>
    </div>
  );
}
