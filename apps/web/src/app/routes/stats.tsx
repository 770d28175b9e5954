import { ChartColumn } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'Views and unique visitors per campaign, from first-party page views.',
  'Pledges and amount raised over time, and conversion from view to pledge.',
  'Top referrers and followers over time.',
] as const;

export default function StatsPage() {
  usePageTitle(routeTitle('/stats'));
  return (
    <MembersAreaPlaceholder
      title="Stats"
      description="How your campaigns are found, viewed and backed."
      icon={ChartColumn}
      emptyTitle="No statistics yet"
      upcoming={UPCOMING}
    />
  );
}
