import { LayoutDashboard } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'Your campaigns and drafts with status, progress and days left.',
  'Quick actions: edit, launch, post an update, promote, invite collaborators.',
  'Backers list with CSV export.',
  'Pending collaboration invites to accept or decline.',
] as const;

export default function CreatorDashboardPage() {
  usePageTitle(routeTitle('/creator-dashboard'));
  return (
    <MembersAreaPlaceholder
      title="Creator dashboard"
      description="Everything about the campaigns you run and collaborate on, at a glance."
      icon={LayoutDashboard}
      emptyTitle="No campaigns to manage yet"
      upcoming={UPCOMING}
    />
  );
}
