import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { identityErrorMessage } from '@crowdspark/shared/constants/identity-errors';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AccountSettings } from '@/features/auth/components/settings/account-settings';
import { NotificationSettings, PrivacySettings } from '@/features/auth/components/settings/preferences-settings';
import { ProfileSettings } from '@/features/auth/components/settings/profile-settings';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'account', label: 'Account' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'privacy', label: 'Privacy' },
  // Shown when the page passes the list (the social feature's, composed by the route).
  { value: 'saved', label: 'Saved' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * The settings tabs (Radix Tabs: no injected styles). `?tab=` picks the tab; return links land on
 * Account. `saved` is the Saved campaigns section of the account area (?tab=saved).
 */
export function SettingsTabs({ saved }: { saved?: ReactNode } = {}) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const emailChanged = params.get('emailChanged') === '1';
  const linked = params.get('linked') === 'google';
  // Better Auth appends ?error= to the error callback of a failed Google link.
  const linkError = params.get('error');
  const requested = params.get('tab');
  const tabs = TABS.filter((item) => item.value !== 'saved' || saved !== undefined);
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
      <Tabs.Content value="profile">
        <ProfileSettings user={user} />
      </Tabs.Content>
      <Tabs.Content value="account">
        <AccountSettings user={user} />
      </Tabs.Content>
      <Tabs.Content value="notifications">
        <NotificationSettings user={user} />
      </Tabs.Content>
      <Tabs.Content value="privacy">
        <PrivacySettings user={user} />
      </Tabs.Content>
      {saved !== undefined ? <Tabs.Content value="saved">{saved}</Tabs.Content> : null}
    </Tabs.Root>
  );
}
