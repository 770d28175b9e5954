import { Outlet, ScrollRestoration } from 'react-router';
import { MAIN_CONTENT_ID, SiteLayout } from '@/components/layouts/site-layout';
import { useFocusMainOnNavigate } from '@/hooks/use-focus-main-on-navigate';
import { AccountNav, MobileAccountNav } from '@/features/auth/components/account-nav';
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker';

/** The root route: site layout around the current page, scroll restoration and page views. */
export function RootRoute() {
  useFocusMainOnNavigate(MAIN_CONTENT_ID);
  return (
    <>
      <SiteLayout account={<AccountNav />} mobileAccount={<MobileAccountNav />}>
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
      <PageViewTracker />
    </>
  );
}
