import { Settings } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'Profile: display name, username, bio, location, website, interests and avatar.',
  'Account: email, password, linked Google sign-in and active sessions.',
  'Notification preferences and an optional email digest.',
  'Privacy controls, data export and account deletion.',
  'Your Pro subscription: plan, renewal date, cancel or resume.',
] as const;

export default function SettingsPage() {
  usePageTitle(routeTitle('/settings'));
  return (
    <MembersAreaPlaceholder
      title="Settings"
      description="Manage your profile, account, notifications, privacy and subscription."
      icon={Settings}
      emptyTitle="Your settings appear once you are signed in"
      upcoming={UPCOMING}
    />
  );
}
