import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { identityErrorMessage } from '@crowdspark/shared/constants/identity-errors';
import type { SessionUser } from '@crowdspark/shared/contracts/users';
import { Alert } from '@/components/ui/alert';
import { SkeletonStack } from '@/components/ui/page-blocks';
import { useAuth } from '@/features/auth/hooks/use-auth';

/*
 * Each panel is its own chunk, loaded when its tab is first shown (Radix mounts only the active
 * panel): the profile form brings zod (the shared profileUpdateSchema) and the account panel its
 * forms, and a person opening Notifications or Privacy needs neither. Together they put /settings over the
 * 50 kB budget of a lazy route (docs/decisions/0014-fast-first-load.md).
 */
const ProfileSettings = lazy(() =>
  import('@/features/auth/components/settings/profile-settings').then((m) => ({ default: m.ProfileSettings })),
);
const AccountSettings = lazy(() =>
  import('@/features/auth/components/settings/account-settings').then((m) => ({ default: m.AccountSettings })),
);
const SecuritySettings = lazy(() =>
  import('@/features/auth/components/settings/security-settings').then((m) => ({ default: m.SecuritySettings })),
);
const NotificationSettings = lazy(() =>
  import('@/features/auth/components/settings/preferences-settings').then((m) => ({ default: m.NotificationSettings })),
);
const PrivacySettings = lazy(() =>
  import('@/features/auth/components/settings/preferences-settings').then((m) => ({ default: m.PrivacySettings })),
);

type TabValue = 'profile' | 'account' | 'security' | 'notifications' | 'privacy' | 'subscription' | 'membership';

/** Each tab: its label, what its loading panel is called, and the panel (null: the page passes it). */
const TABS: readonly {
  value: TabValue;
  label: string;
  loading: string;
  Content: ComponentType<{ user: SessionUser }> | null;
}[] = [
  { value: 'profile', label: 'Profile', loading: 'Loading profile settings', Content: ProfileSettings },
  { value: 'account', label: 'Account', loading: 'Loading account settings', Content: AccountSettings },
  { value: 'security', label: 'Security', loading: 'Loading security settings', Content: SecuritySettings },
  { value: 'notifications', label: 'Notifications', loading: 'Loading notification settings', Content: NotificationSettings },
  { value: 'privacy', label: 'Privacy', loading: 'Loading privacy settings', Content: PrivacySettings },
  // Shown when the page passes the panel (the subscriptions feature's, composed by the route).
  { value: 'subscription', label: 'Subscription', loading: 'Loading your subscription', Content: null },
  // Shown when the page passes the panel (the memberships feature's, composed by the route).
  { value: 'membership', label: 'Membership', loading: 'Loading your membership', Content: null },
];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** While a panel's code loads: announced as busy, named after its tab. */
function PanelLoading({ label }: { label: string }) {
  return <SkeletonStack role="status" aria-label={label} className="grid gap-4" blocks={['h-8 w-48', 'h-40 w-full']} />;
}

/** A tab's panel inside its own Suspense boundary, so loading one panel never blanks the tab list. */
function Panel({ value, loading, children }: { value: TabValue; loading: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value}>
      <Suspense fallback={<PanelLoading label={loading} />}>{children}</Suspense>
    </Tabs.Content>
  );
}

/**
 * The settings tabs (Radix Tabs: no injected styles). `?tab=` picks the tab; return links land on
 * Account. The page may pass the subscription panel as a lazy component, which loads inside the
 * panel's Suspense boundary like the others.
 */
export function SettingsTabs({ subscription, membership }: { subscription?: ReactNode; membership?: ReactNode } = {}) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const emailChanged = params.get('emailChanged') === '1';
  const linked = params.get('linked') === 'google';
  // Better Auth appends ?error= to the error callback of a failed Google link.
  const linkError = params.get('error');
  const requested = params.get('tab');
  const tabs = TABS.filter(
    (item) =>
      (item.value !== 'subscription' || subscription !== undefined) && (item.value !== 'membership' || membership !== undefined),
  );
  const tab: TabValue =
    isTab(requested) && tabs.some((item) => item.value === requested)
      ? requested
      : emailChanged || linked || linkError
        ? 'account'
        : 'profile';
  if (!user) return null;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true })}
      className="mt-8 grid gap-6"
    >
      <Tabs.List aria-label="Settings" className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {emailChanged ? (
        <Alert variant="success" role="status">
          Your email address has been changed. Please verify the new address from the link we sent you.
        </Alert>
      ) : null}
      {linked ? (
        <Alert variant="success" role="status">
          Your Google account is now linked. You can sign in with Google or with your password.
        </Alert>
      ) : null}
      {linkError ? (
        <Alert variant="destructive" role="alert">
          {identityErrorMessage(linkError, 'Google could not be linked to your account. Please try again.')}
        </Alert>
      ) : null}
      {tabs.map(({ value, loading, Content }) => (
        <Panel key={value} value={value} loading={loading}>
          {Content ? <Content user={user} /> : value === 'subscription' ? subscription : membership}
        </Panel>
      ))}
    </Tabs.Root>
  );
}
