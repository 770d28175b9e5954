import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AdminFrame } from '@/features/admin/components/admin-frame';

// Each page of the portal is its own chunk: opening Users does not load the ledger browser.
const UsersPage = lazy(() => import('@/features/admin/pages/users-page').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() => import('@/features/admin/pages/user-detail-page').then((m) => ({ default: m.UserDetailPage })));
const CampaignsPage = lazy(() => import('@/features/admin/pages/campaigns-page').then((m) => ({ default: m.CampaignsPage })));
const ReportsPage = lazy(() => import('@/features/admin/pages/reports-page').then((m) => ({ default: m.ReportsPage })));
const WithdrawalsPage = lazy(() =>
  import('@/features/admin/pages/withdrawals-page').then((m) => ({ default: m.WithdrawalsPage })),
);
const PromotionsPage = lazy(() => import('@/features/admin/pages/promotions-page').then((m) => ({ default: m.PromotionsPage })));
const SubscriptionsPage = lazy(() =>
  import('@/features/admin/pages/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);
const LedgerPage = lazy(() => import('@/features/admin/pages/ledger-page').then((m) => ({ default: m.LedgerPage })));
const ContactPage = lazy(() => import('@/features/admin/pages/contact-page').then((m) => ({ default: m.ContactPage })));
const AuditPage = lazy(() => import('@/features/admin/pages/audit-page').then((m) => ({ default: m.AuditPage })));
const EventsPage = lazy(() => import('@/features/admin/pages/events-page').then((m) => ({ default: m.EventsPage })));

interface Section {
  title: string;
  description: string;
  page: ReactNode;
}

/** /admin/*: the portal's pages; the signed-in admin's id and role come from the auth feature. */
export default function AdminSectionPage() {
  const path = useParams()['*'] ?? '';
  const { user } = useAuth();
  const adminId = user?.id ?? '';
  const [name = '', id] = path.split('/');
  const sections: Record<string, Section> = {
    users: id
      ? {
          title: 'User',
          description: 'Account, money, activity and the actions an admin may take.',
          page: <UserDetailPage userId={decodeURIComponent(id)} canChangeRoles={user?.role === 'superadmin'} />,
        }
      : { title: 'Users', description: 'Search people; open one to act.', page: <UsersPage /> },
    campaigns: {
      title: 'Campaigns',
      description: 'Every campaign in every status: suspend, restore, staff picks and the money trail.',
      page: <CampaignsPage />,
    },
    reports: {
      title: 'Reports',
      description: 'What people reported; assign, resolve, and the reporter is told.',
      page: <ReportsPage adminId={adminId} />,
    },
    withdrawals: {
      title: 'Withdrawals',
      description: 'Withdrawals over the approval threshold wait for a second pair of eyes.',
      page: <WithdrawalsPage adminId={adminId} />,
    },
    promotions: {
      title: 'Promotions',
      description: 'Paid promotions wait for review: approve to start them, reject with a reason to refund.',
      page: <PromotionsPage />,
    },
    subscriptions: {
      title: 'Subscriptions',
      description: 'Pro subscriptions by status and plan, newest first.',
      page: <SubscriptionsPage />,
    },
    ledger: { title: 'Ledger', description: 'Accounts, transactions and the invariant check.', page: <LedgerPage /> },
    contact: { title: 'Contact messages', description: 'Messages sent through the contact form.', page: <ContactPage /> },
    audit: { title: 'Audit log', description: 'Every admin action: who, what, before and after, and why.', page: <AuditPage /> },
    events: {
      title: 'Events',
      description: 'The domain events outbox: what waits, what failed, and how long the oldest has waited.',
      page: <EventsPage />,
    },
  };
  const section = sections[name];
  usePageTitle(section ? `${section.title} · Admin` : 'Admin');
  if (!section)
    return (
      <AdminFrame title="Not found" description="No admin page has this address.">
        <Link to="/admin/portal" className="text-link hover:underline">
          Go to the overview
        </Link>
      </AdminFrame>
    );
  return (
    <AdminFrame title={section.title} description={section.description}>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>{section.page}</Suspense>
    </AdminFrame>
  );
}
