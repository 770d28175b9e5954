import { Gift } from 'lucide-react';
import { MembersAreaPlaceholder } from '@/components/layouts/members-area-placeholder';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';

const UPCOMING = [
  'One point per whole currency unit pledged to a successful campaign.',
  'Bonus points for your first launch and for friends who join and back through your referral link.',
  'Milestone badges on your profile.',
  'Redeem points for promotion credit.',
] as const;

export default function RewardsPage() {
  usePageTitle(routeTitle('/rewards'));
  return (
    <MembersAreaPlaceholder
      title="Rewards"
      description="Points and badges for backing and building on Crowdspark."
      icon={Gift}
      emptyTitle="No points earned yet"
      upcoming={UPCOMING}
    />
  );
}
