import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { HeaderSearchComboboxLoader } from '@/components/layouts/header-search';
import { MAIN_CONTENT_ID, SiteLayout } from '@/components/layouts/site-layout';
import { useFocusMainOnNavigate } from '@/hooks/use-focus-main-on-navigate';
import { AccountNav, MobileAccountNav } from '@/features/auth/components/account-nav';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useIdle } from '@/lib/when-idle';

/**
 * Page-view analytics load once the page is idle: they are not part of what the visitor sees, and
 * the page-shown events keep the last page, so the first view is still counted.
 */
const PageViewTracker = lazy(() =>
  import('@/features/analytics/components/page-view-tracker').then((m) => ({ default: m.PageViewTracker })),
);

/** Messages and Notifications in the header: their code loads only once someone is signed in. */
const InboxLinks = lazy(() => import('@/app/inbox-links'));

/** The header's search suggestions (features/search): loaded when someone first focuses the field. */
const loadSearchCombobox = () => import('@/features/search/components/search-combobox').then((m) => m.SearchCombobox);

/** The root route: site layout around the current page, scroll restoration and page views. */
export function RootRoute() {
  useFocusMainOnNavigate(MAIN_CONTENT_ID);
  const idle = useIdle();
  const { isAuthenticated } = useAuth();
  const inbox = isAuthenticated ? (
    <Suspense fallback={null}>
      <InboxLinks />
    </Suspense>
  ) : null;
  return (
    <>
      <HeaderSearchComboboxLoader value={loadSearchCombobox}>
        <SiteLayout account={<AccountNav />} mobileAccount={<MobileAccountNav />} inbox={inbox}>
          <Outlet />
        </SiteLayout>
      </HeaderSearchComboboxLoader>
      <ScrollRestoration />
      {idle ? (
        <Suspense fallback={null}>
          <PageViewTracker />
        </Suspense>
      ) : null}
    </>
  );
}
