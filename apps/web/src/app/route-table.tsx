import { matchPath, type RouteObject } from 'react-router';
import { APP_ROUTES } from '@crowdspark/shared/constants/routes';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import type { AppRoutePath } from '@/config/route-titles';
import { lazyPage, type LazyPageComponent } from '@/app/lazy-page';
import { RequireAccess } from '@/app/route-access';
import { RootRoute } from '@/app/routes/root';
import { RouteErrorPage } from '@/app/routes/route-error';

/** One lazily loaded page per path of the shared route table; the Record makes a missing page a type error. */
const PAGES: Record<AppRoutePath, LazyPageComponent> = {
  '/': lazyPage(() => import('@/app/routes/home')),
  '/feed': lazyPage(() => import('@/app/routes/feed')),
  '/following': lazyPage(() => import('@/app/routes/following')),
  '/discover': lazyPage(() => import('@/app/routes/discover')),
  '/search': lazyPage(() => import('@/app/routes/search')),
  '/sign-in': lazyPage(() => import('@/app/routes/sign-in')),
  '/sign-up': lazyPage(() => import('@/app/routes/sign-up')),
  '/forgot-password': lazyPage(() => import('@/app/routes/forgot-password')),
  '/verify-email': lazyPage(() => import('@/app/routes/verify-email')),
  '/start-campaign': lazyPage(() => import('@/app/routes/start-campaign')),
  '/campaigns/:campaignId': lazyPage(() => import('@/app/routes/campaign')),
  '/campaigns/:campaignId/updates/:updateId': lazyPage(() => import('@/app/routes/campaign-update')),
  '/creator-dashboard': lazyPage(() => import('@/app/routes/creator-dashboard')),
  '/settings': lazyPage(() => import('@/app/routes/settings')),
  '/saved': lazyPage(() => import('@/app/routes/saved')),
  '/profile/:username': lazyPage(() => import('@/app/routes/profile')),
  '/profile/:username/posts/:postId': lazyPage(() => import('@/app/routes/member-post')),
  '/wallet': lazyPage(() => import('@/app/routes/wallet')),
  '/wallet/receipts/:transactionId': lazyPage(() => import('@/app/routes/wallet-receipt')),
  '/messages': lazyPage(() => import('@/app/routes/messages')),
  '/messages/:conversationId': lazyPage(() => import('@/app/routes/messages')),
  '/notifications': lazyPage(() => import('@/app/routes/notifications')),
  '/unsubscribe': lazyPage(() => import('@/app/routes/unsubscribe')),
  '/promotions': lazyPage(() => import('@/app/routes/promotions')),
  '/stats': lazyPage(() => import('@/app/routes/stats')),
  '/rewards': lazyPage(() => import('@/app/routes/rewards')),
  '/admin/portal': lazyPage(() => import('@/app/routes/admin-portal')),
  '/admin/*': lazyPage(() => import('@/app/routes/admin-section')),
  '/admin/help-articles': lazyPage(() => import('@/app/routes/admin-help-articles')),
  '/admin/help-articles/:articleId': lazyPage(() => import('@/app/routes/admin-help-article')),
  '/payment-success': lazyPage(() => import('@/app/routes/payment-success')),
  '/payment-canceled': lazyPage(() => import('@/app/routes/payment-canceled')),
  '/help-center': lazyPage(() => import('@/app/routes/help-center')),
  '/help-center/:articleId': lazyPage(() => import('@/app/routes/help-article')),
  '/terms-of-service': lazyPage(() => import('@/app/routes/terms-of-service')),
  '/privacy-policy': lazyPage(() => import('@/app/routes/privacy-policy')),
  '/cookies-policy': lazyPage(() => import('@/app/routes/cookies-policy')),
  '/press': lazyPage(() => import('@/app/routes/press')),
  '/careers': lazyPage(() => import('@/app/routes/careers')),
  '/how-it-works': lazyPage(() => import('@/app/routes/how-it-works')),
  '/contact': lazyPage(() => import('@/app/routes/contact')),
};

const LOADERS: Partial<Record<AppRoutePath, RouteObject['loader']>> = {};

const NotFoundPage = lazyPage(() => import('@/app/routes/not-found'));

/** Loads the code of the page at `pathname` ahead of rendering it (see lazyPage). */
export async function preloadPage(pathname: string): Promise<void> {
  const route = APP_ROUTES.find(({ path }) => matchPath(path, pathname) !== null);
  await (route ? PAGES[route.path] : NotFoundPage).preload();
}

export function createAppRoutes(): RouteObject[] {
  const pages: RouteObject[] = APP_ROUTES.map((route) => {
    const Page = PAGES[route.path];
    const loader = LOADERS[route.path];
    return {
      path: route.path,
      element: (
        <RequireAccess access={route.access}>
          <Page />
        </RequireAccess>
      ),
      ...(loader ? { loader, hydrateFallbackElement: <PageSkeleton /> } : {}),
    };
  });
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      children: [...pages, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}
